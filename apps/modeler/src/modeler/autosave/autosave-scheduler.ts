/** Where the open model stands against the library: `saved` carries the revision the last save made. */
export type AutosaveState =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; revision: number }
  | { kind: 'failed'; message: string };

/** How long the model must rest after a change before it is saved: a burst of edits makes one revision. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * Saves the open model a while after its last change, one save at a time. A change made while a save runs keeps
 * the model dirty and schedules the next save, so the library always ends up with the latest edit.
 */
export class AutosaveScheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> = Promise.resolve();
  /** Counts the changes; a save clears the dirty flag only when no change came after the one it saved. */
  private version = 0;
  private savedVersion = 0;
  /** The revision the last save of this model made: a save asked for with nothing changed since answers it. */
  private lastRevision: number | undefined;

  constructor(
    private readonly save: () => Promise<number>,
    private readonly onState: (state: AutosaveState) => void,
    private readonly delayMs = AUTOSAVE_DELAY_MS,
  ) {}

  get dirty(): boolean {
    return this.version !== this.savedVersion;
  }

  /** The model changed: it is unsaved now, and saved once it rests. */
  changed(): void {
    this.version += 1;
    this.onState({ kind: 'dirty' });
    this.schedule();
  }

  /** Another model was opened: nothing of it is unsaved, and a pending save of the previous one is dropped. */
  reset(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.savedVersion = this.version;
    this.lastRevision = undefined;
    this.onState({ kind: 'clean' });
  }

  /**
   * Saves at once (after a save already running) and answers the revision made; when nothing changed since the
   * last save, answers that save's revision instead of making an identical one.
   */
  saveNow(): Promise<number> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const result = this.running.then(() => (!this.dirty && this.lastRevision !== undefined ? this.lastRevision : this.runSave()));
    this.running = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failure is already shown through onState; the next change tries again.
      this.saveNow().catch(() => undefined);
    }, this.delayMs);
  }

  private async runSave(): Promise<number> {
    const saving = this.version;
    this.onState({ kind: 'saving' });
    try {
      const revision = await this.save();
      this.savedVersion = Math.max(this.savedVersion, saving);
      this.lastRevision = revision;
      if (this.dirty) {
        this.onState({ kind: 'dirty' });
        this.schedule();
      } else this.onState({ kind: 'saved', revision });
      return revision;
    } catch (failure) {
      this.onState({ kind: 'failed', message: (failure as Error).message });
      throw failure;
    }
  }
}
