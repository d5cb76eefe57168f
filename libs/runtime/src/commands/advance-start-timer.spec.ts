import { describe, expect, it } from 'vitest';
import type { EventSubscription } from '../model/instance-state.js';
import { advanceStartTimer } from './advance-start-timer.js';

const startTimer = (overrides: Partial<EventSubscription>): EventSubscription => ({
  key: '7',
  kind: 'timer',
  elementInstanceKey: '',
  elementId: 'every-minute',
  interrupting: true,
  dueAt: Date.parse('2030-01-01T00:00:00Z'),
  repetitionsLeft: 3,
  interval: 'PT1M',
  messageName: null,
  correlationKey: null,
  signalName: null,
  createdAt: 0,
  ...overrides,
});

describe('timer start event cycle', () => {
  it('should reschedule from the previous due time, not from the fire time, counting the repetition', () => {
    const firedLate = Date.parse('2030-01-01T00:05:00Z');
    const { event, next } = advanceStartTimer(startTimer({}), firedLate);
    expect(event).toEqual({
      type: 'TimerRescheduled',
      subscriptionKey: '7',
      dueAt: Date.parse('2030-01-01T00:01:00Z'),
      repetitionsLeft: 2,
      timestamp: firedLate,
    });
    expect(next).toMatchObject({ key: '7', dueAt: Date.parse('2030-01-01T00:01:00Z'), repetitionsLeft: 2 });
  });

  it('should end the timer after its last repetition, and a timer without a cycle after its one fire', () => {
    expect(advanceStartTimer(startTimer({ repetitionsLeft: 1 }), 0)).toMatchObject({ event: { type: 'SubscriptionClosed', subscriptionKey: '7' }, next: null });
    expect(advanceStartTimer(startTimer({ interval: null, repetitionsLeft: null }), 0)).toMatchObject({ event: { type: 'SubscriptionClosed' }, next: null });
  });

  it('should repeat an unbounded cycle forever', () => {
    const { next } = advanceStartTimer(startTimer({ repetitionsLeft: null }), 0);
    expect(next?.repetitionsLeft).toBeNull();
  });

  it('should leave the subscription it was given untouched', () => {
    const subscription = startTimer({});
    advanceStartTimer(subscription, 0);
    expect(subscription.repetitionsLeft).toBe(3);
  });
});
