import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveState, AutosaveScheduler } from './autosave-scheduler';

describe('AutosaveScheduler', () => {
  let states: AutosaveState[];
  let saves: number;
  let scheduler: AutosaveScheduler;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    saves = 0;
    scheduler = new AutosaveScheduler(
      async () => ++saves,
      (state) => states.push(state),
      1000,
    );
  });
  afterEach(() => vi.useRealTimers());

  it('saves once after a burst of changes has rested, and is clean then', async () => {
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(600);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(600);
    expect(saves).toBe(0);
    expect(scheduler.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(saves).toBe(1);
    expect(scheduler.dirty).toBe(false);
    expect(states.at(-1)).toEqual({ kind: 'saved', revision: 1 });
  });

  it('stays dirty and saves again when a change comes while a save runs', async () => {
    let finish: (revision: number) => void = () => undefined;
    scheduler = new AutosaveScheduler(
      () => new Promise<number>((resolve) => (finish = resolve)),
      (state) => states.push(state),
      1000,
    );
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.changed();
    finish(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.dirty).toBe(true);
    expect(states.at(-1)).toEqual({ kind: 'dirty' });
    await vi.advanceTimersByTimeAsync(1000);
    finish(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.dirty).toBe(false);
  });

  it('drops the pending save of a model that was replaced', async () => {
    scheduler.changed();
    scheduler.reset();
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toBe(0);
    expect(scheduler.dirty).toBe(false);
  });

  it('keeps the model dirty when the save fails, and says why', async () => {
    scheduler = new AutosaveScheduler(
      () => Promise.reject(new Error('409: another revision')),
      (state) => states.push(state),
      1000,
    );
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(scheduler.dirty).toBe(true);
    expect(states.at(-1)).toEqual({ kind: 'failed', message: '409: another revision' });
  });

  it('saves at once on demand, cancelling the pending one', async () => {
    scheduler.changed();
    await expect(scheduler.saveNow()).resolves.toBe(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(saves).toBe(1);
  });

  it('answers the last revision when asked to save with nothing changed since, and saves an opened model', async () => {
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(1000);
    await expect(scheduler.saveNow()).resolves.toBe(1);
    scheduler.reset();
    await expect(scheduler.saveNow()).resolves.toBe(2);
    expect(saves).toBe(2);
  });
});
