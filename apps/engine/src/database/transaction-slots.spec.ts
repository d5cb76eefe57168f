import { describe, expect, it } from 'vitest';
import { TransactionSlots } from './transaction-slots.js';

/** A work item that runs until the test lets it end. */
function held() {
  let end: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return { ended, end: () => end() };
}

describe('TransactionSlots', () => {
  it('should run at most its size of works at once, and hand a freed slot to the longest waiting one', async () => {
    const slots = new TransactionSlots(2);
    const works = [held(), held(), held(), held()];
    const started: number[] = [];
    const runs = works.map((work, index) =>
      slots.run(async () => {
        started.push(index);
        await work.ended;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);

    works[1]?.end();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);

    for (const work of works) work.end();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('should free the slot of a work that failed', async () => {
    const slots = new TransactionSlots(1);

    await expect(slots.run(() => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');

    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
