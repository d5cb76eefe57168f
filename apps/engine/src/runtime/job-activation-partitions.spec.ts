import { describe, expect, it } from 'vitest';
import { jobNotification, parseJobNotification } from './job-channel.js';
import { asksPartition, type PartitionHints } from './job-activation.store.js';

/** Hints as JobNotifications gives them: the type's count now, and the count at each partition's last notification. */
const hints = (full: boolean, generation: number, notified: Record<number, number>): PartitionHints => ({
  full,
  generation,
  notifiedAt: (partition) => notified[partition] ?? 0,
});

describe('job activation on Citus: which partitions a poll asks', () => {
  it('should name the partition and the type in a notification, a type with colons included', () => {
    expect(parseJobNotification(jobNotification(17, 'payment:charge'))).toEqual({ partition: 17, type: 'payment:charge' });
    // a payload of an engine before partitions names every partition
    expect(parseJobNotification('payment')).toEqual({ partition: undefined, type: 'payment' });
  });

  it('should pass over a partition found drained until a notification names it again', () => {
    // given: partition 3 found drained at count 5, partition 4 notified at 6, after it was found drained at 5
    const woken = hints(false, 6, { 3: 2, 4: 6 });

    // then
    expect(asksPartition(woken, 3, 5)).toBe(false);
    expect(asksPartition(woken, 4, 5)).toBe(true);
    // a partition never found drained is asked
    expect(asksPartition(woken, 9, undefined)).toBe(true);
    // a notification while the query that found it drained ran (the count read before the query was 5, the
    // notification made it 6): asked again
    expect(asksPartition(hints(false, 6, { 3: 6 }), 3, 5)).toBe(true);
  });

  it('should ask every partition in a full round, and without hints', () => {
    expect(asksPartition(hints(true, 6, {}), 3, 5)).toBe(true);
    expect(asksPartition(undefined, 3, 5)).toBe(true);
  });
});
