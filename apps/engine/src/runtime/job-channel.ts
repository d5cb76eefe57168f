/** The channel an instance write NOTIFYs when jobs became activatable (job-notifications.ts listens). */
export const JOB_CHANNEL = 'baton_jobs';

/**
 * A notification's payload: the partition of the instance whose jobs of `type` became activatable, and the type, so
 * that on Citus a poll woken by it asks that partition's shard rather than every one.
 */
export function jobNotification(partition: number, type: string): string {
  return `${partition}:${type}`;
}

/** What a payload names; a payload without a partition (of an engine before partitions) names every partition. */
export function parseJobNotification(payload: string): { partition: number | undefined; type: string } {
  const match = /^(\d+):/.exec(payload);
  return match ? { partition: Number(match[1]), type: payload.slice(match[0].length) } : { partition: undefined, type: payload };
}
