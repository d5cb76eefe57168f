import { describe, expect, it } from 'vitest';
import { JobQueueState, JobQueueStates } from './job-queue-state.js';

describe('JobQueueState', () => {
  it('should ask at first, and skip once an activation found the queue drained until a job is notified', () => {
    const queue = new JobQueueState();
    expect(queue.next(0).kind).toBe('ask');

    queue.asking(0, 0)({ found: 3, asked: 32 });

    expect(queue.next(0).kind).toBe('skip');
    expect(queue.next(1).kind).toBe('ask');
  });

  it('should not take a drained queue for drained when the activation got all it asked for', () => {
    const queue = new JobQueueState();
    queue.asking(4, 0)({ found: 32, asked: 32 });
    expect(queue.next(4).kind).toBe('ask');
  });

  it('should let a poll wait for the activation under way since the same notification, then skip what it found gone', async () => {
    const queue = new JobQueueState();
    const finished = queue.asking(2, 0);

    const turn = queue.next(2);
    expect(turn.kind).toBe('after');
    let done = false;
    if (turn.kind === 'after') void turn.done.then(() => (done = true));
    expect(queue.next(3).kind).toBe('ask');

    finished({ found: 5, asked: 32 });
    await Promise.resolve();
    expect(done).toBe(true);
    expect(queue.next(2).kind).toBe('skip');
  });

  it('should ask beside an activation under way when the one before took all it asked for', () => {
    const queue = new JobQueueState();
    queue.asking(1, 0)({ found: 10, asked: 10 });
    queue.asking(1, 0);
    expect(queue.next(1).kind).toBe('ask');
  });

  it('should learn nothing from a failed activation', () => {
    const queue = new JobQueueState();
    const failed = queue.asking(7, 0);
    failed();
    expect(queue.next(7).kind).toBe('ask');
  });

  it('should say an ask is due once no activation started for an interval, whatever the notifications say', () => {
    const queue = new JobQueueState();
    expect(queue.askDue(1_000, 500)).toBe(true);

    queue.asking(0, 1_000)({ found: 0, asked: 1 });

    expect(queue.next(0).kind).toBe('skip');
    expect(queue.askDue(1_499, 500)).toBe(false);
    expect(queue.askDue(1_500, 500)).toBe(true);
  });

  it('should keep one state per job type and tenants', () => {
    const states = new JobQueueStates();
    states.of('pay', ['a']).asking(0, 0)({ found: 0, asked: 1 });
    expect(states.of('pay', ['a']).next(0).kind).toBe('skip');
    expect(states.of('pay', ['b']).next(0).kind).toBe('ask');
    expect(states.of('ship', ['a']).next(0).kind).toBe('ask');
  });
});
