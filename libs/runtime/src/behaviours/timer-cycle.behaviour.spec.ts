import { describe, expect, it } from 'vitest';
import type { EventSubscription } from '../model/instance-state.js';
import { nextCycle } from './timer-cycle.behaviour.js';

const cycle = (dueAt: string, interval: string, repetitionsLeft: number | null): EventSubscription => ({
  key: '10',
  kind: 'timer',
  elementInstanceKey: '2',
  elementId: 'every-day',
  interrupting: false,
  dueAt: Date.parse(dueAt),
  repetitionsLeft,
  interval,
  messageName: null,
  correlationKey: null,
  signalName: null,
  createdAt: 0,
});

describe('timer cycles', () => {
  it('should reschedule from the previous due time while repetitions are left', () => {
    expect(nextCycle(cycle('2026-01-31T10:00:00Z', 'P1M', 3))).toEqual({
      type: 'TimerRescheduled',
      subscriptionKey: '10',
      dueAt: Date.parse('2026-02-28T10:00:00Z'),
      repetitionsLeft: 2,
    });
  });

  it('should end the cycle when its repetitions are used up, or when the next one would lie beyond the year 9999', () => {
    const closed = { type: 'SubscriptionClosed', subscriptionKey: '10', elementInstanceKey: '2' };
    expect(nextCycle(cycle('2026-01-31T10:00:00Z', 'P1D', 1))).toEqual(closed);
    expect(nextCycle(cycle('9999-12-31T10:00:00Z', 'P1D', null))).toEqual(closed);
  });
});
