import { HISTORY_SCHEMA_VERSION, type HistoryRow } from '../runtime/history-rows.js';
import { HISTORY_V1_UPCASTER } from './history-v1.upcaster.js';
import { HISTORY_V2_UPCASTER } from './history-v2.upcaster.js';
import type { HistoryUpcaster, StoredHistoryEvent } from './history-upcaster.js';

/**
 * The upcasters of this engine, one per version step; the last one yields the shape history-rows.ts writes today.
 * A change of that shape adds its step here and bumps HISTORY_SCHEMA_VERSION.
 */
export const HISTORY_UPCASTERS: readonly HistoryUpcaster[] = [HISTORY_V1_UPCASTER, HISTORY_V2_UPCASTER];

/** An event whose schema version this engine cannot read (written by a newer engine, or damaged). */
export class UnreadableHistoryEventError extends Error {
  override name = 'UnreadableHistoryEventError';
}

/**
 * Reads stored history events of any version up to the current one, as the current shape: an older event goes
 * through every upcaster from its version on (as Zeebe keeps versioned event appliers). An event of a version
 * this engine does not know is refused, never read as if it had today's shape.
 */
export class HistoryUpcasting {
  private readonly steps: HistoryUpcaster[];

  constructor(
    readonly currentVersion: number = HISTORY_SCHEMA_VERSION,
    upcasters: readonly HistoryUpcaster[] = HISTORY_UPCASTERS,
  ) {
    this.steps = [...upcasters].sort((a, b) => a.from - b.from);
    const froms = this.steps.map((step) => step.from);
    const expected = Array.from({ length: currentVersion - 1 }, (_, i) => i + 1);
    if (froms.join() !== expected.join()) {
      throw new Error(`History schema version ${currentVersion} needs one upcaster from each of [${expected.join(', ')}], got [${froms.join(', ')}]`);
    }
  }

  /** The event in the current shape; `where` names the event in the error for one that cannot be read. */
  read(schemaVersion: number, event: StoredHistoryEvent, where: string): HistoryRow {
    if (!Number.isInteger(schemaVersion) || schemaVersion < 1) {
      throw new UnreadableHistoryEventError(`${where} has schema version ${schemaVersion}, which no engine writes`);
    }
    if (schemaVersion > this.currentVersion) {
      throw new UnreadableHistoryEventError(
        `${where} has schema version ${schemaVersion}, newer than the versions up to ${this.currentVersion} this engine reads: it was written by a newer engine`,
      );
    }
    let current = event;
    for (const step of this.steps.slice(schemaVersion - 1)) current = step.upcast(current);
    // The last step produced the current version's shape, which is what history-rows.ts writes.
    return { ...(current as unknown as HistoryRow), schemaVersion: this.currentVersion };
  }
}
