import { describe, expect, it, vi } from 'vitest';
import { MAX_GROUP_SIZE, STALLED_AFTER_MS, WriteGroup } from './write-group.js';

/** A flush the test answers by hand: each call is recorded with its items and how to settle it. */
function manualFlush() {
  const calls: { items: number[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const waiters: (() => void)[] = [];
  const flush = (items: number[]) =>
    new Promise<PromiseSettledResult<number>[]>((resolve, reject) => {
      calls.push({
        items,
        answer: () => resolve(items.map((item) => ({ status: 'fulfilled', value: item * 10 }))),
        fail: reject,
      });
      for (const wake of waiters.splice(0)) wake();
    });
  /** Resolves once `count` flushes have started. */
  const started = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (calls.length >= count ? resolve() : waiters.push(check));
      check();
    });
  return { calls, flush, started };
}

describe('WriteGroup', () => {
  it('sends the writes handed over in one turn of the event loop in one flush, and answers each with its own result', async () => {
    const { calls, flush, started } = manualFlush();
    const group = new WriteGroup(flush);
    const answers = [1, 2, 3].map((item) => group.add(item));
    await started(1);
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);
    calls[0]?.answer();
    expect(await Promise.all(answers)).toEqual([10, 20, 30]);
  });

  it('holds the writes handed over while a flush is out and sends them together once it answered', async () => {
    const { calls, flush, started } = manualFlush();
    const group = new WriteGroup(flush);
    const first = group.add(1);
    await started(1);
    const later = [2, 3, 4].map((item) => group.add(item));
    // three more turns of the event loop while the first flush is out: none of them starts a flush
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    calls[0]?.answer();
    expect(await first).toBe(10);
    await started(2);
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    calls[1]?.answer();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it('lets the next group go once a flush has been out longer than STALLED_AFTER_MS', async () => {
    // The stall timer on a fake clock: libuv arms a real timer from the loop's cached time, so on a loaded machine it
    // fires early by however long the current turn has run, and wall-clock arithmetic says nothing about the rule.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { calls, flush, started } = manualFlush();
      const group = new WriteGroup(flush);
      const stuck = group.add(1);
      await started(1);
      const next = group.add(2);
      await vi.advanceTimersByTimeAsync(STALLED_AFTER_MS - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(calls.map((call) => call.items)).toEqual([[1]]);
      await vi.advanceTimersByTimeAsync(1);
      await started(2);
      expect(calls.map((call) => call.items)).toEqual([[1], [2]]);
      calls[1]?.answer();
      expect(await next).toBe(20);
      calls[0]?.answer();
      expect(await stuck).toBe(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`sends at most ${MAX_GROUP_SIZE} writes per flush`, async () => {
    const { calls, flush, started } = manualFlush();
    const group = new WriteGroup(flush);
    const answers = Array.from({ length: MAX_GROUP_SIZE + 1 }, (_, item) => group.add(item));
    await started(1);
    expect(calls[0]?.items).toHaveLength(MAX_GROUP_SIZE);
    calls[0]?.answer();
    await started(2);
    expect(calls[1]?.items).toEqual([MAX_GROUP_SIZE]);
    calls[1]?.answer();
    expect(await Promise.all(answers)).toHaveLength(MAX_GROUP_SIZE + 1);
  });

  it('fails the writes of a flush that failed, and sends the next group after it', async () => {
    const { calls, flush, started } = manualFlush();
    const group = new WriteGroup(flush);
    const failing = group.add(1);
    await started(1);
    const next = group.add(2);
    calls[0]?.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await started(2);
    calls[1]?.answer();
    expect(await next).toBe(20);
  });
});
