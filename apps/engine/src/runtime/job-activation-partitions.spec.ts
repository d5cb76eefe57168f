import { describe, expect, it } from 'vitest';
import { jobNotification, parseJobNotification } from './job-channel.js';
import { asksPartition } from './job-activation.store.js';

describe('job activation on Citus: which partitions a poll asks', () => {
  it('should name the partition and the type in a notification, a type with colons included', () => {
    expect(parseJobNotification(jobNotification(17, 'payment:charge'))).toEqual({ partition: 17, type: 'payment:charge' });
    // a payload of an engine before partitions names every partition
    expect(parseJobNotification('payment')).toEqual({ partition: undefined, type: 'payment' });
  });

  it('should pass over a partition found drained until a notification names it again', () => {
    // partition 3 found drained at count 5, last notified at 2: passed over; notified at 6 since: asked
    expect(asksPartition(false, 2, 5)).toBe(false);
    expect(asksPartition(false, 6, 5)).toBe(true);
    // a partition never found drained is asked
    expect(asksPartition(false, 0, undefined)).toBe(true);
    // a notification while the query that found it drained ran (the count read before the query was 5, the
    // notification made it 6): asked again
    expect(asksPartition(false, 6, 5)).toBe(true);
    // found drained at the very count of its last notification: nothing new since
    expect(asksPartition(false, 5, 5)).toBe(false);
  });

  it('should ask every partition in a full round', () => {
    expect(asksPartition(true, 2, 5)).toBe(true);
  });
});
