import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './realm-throttle.js';

const LIMITS = { userFreeFailures: 3, addressFreeFailures: 5, maxDelaySeconds: 8 };

/** A throttle on a clock the spec moves. */
function throttle(capacity?: number) {
  let now = 1_000_000;
  const subject = new SignInThrottle(LIMITS, () => now, capacity);
  return { subject, advance: (ms: number) => (now += ms) };
}

describe('SignInThrottle', () => {
  it('should let a user fail the free number of times, then make each try wait twice as long, up to the limit', () => {
    const { subject, advance } = throttle();
    const waits: number[] = [];

    for (let failure = 0; failure < 8; failure++) {
      advance(subject.waitFor('alice', '10.0.0.1'));
      subject.failed('alice', `10.0.0.${failure}`);
      waits.push(subject.waitFor('alice', '10.0.0.99'));
    }

    expect(waits).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('should slow down an address spraying many users', () => {
    const { subject } = throttle();

    for (let user = 0; user < 5; user++) subject.failed(`user${user}`, '10.0.0.1');

    expect(subject.waitFor('someone-new', '10.0.0.1')).toBe(1000);
    expect(subject.waitFor('someone-new', '10.0.0.2')).toBe(0);
  });

  it('should leave another user from another address alone while one is slowed down', () => {
    const { subject } = throttle();

    for (let i = 0; i < 6; i++) subject.failed('alice', '10.0.0.1');

    expect(subject.waitFor('alice', '10.0.0.2')).toBeGreaterThan(0);
    expect(subject.waitFor('bob', '10.0.0.2')).toBe(0);
  });

  it("should forget a user's failures once they sign in, but not the address's", () => {
    const { subject } = throttle();
    for (let i = 0; i < 3; i++) subject.failed('alice', `10.0.0.${i}`);
    for (let i = 0; i < 4; i++) subject.failed(`other${i}`, '10.0.0.9');

    subject.succeeded('alice');

    expect(subject.waitFor('alice', '10.0.0.1')).toBe(0);
    subject.failed('mallory', '10.0.0.9');
    expect(subject.waitFor('alice', '10.0.0.9')).toBe(1000);
  });

  it('should forget failures a quarter of an hour after the last one', () => {
    const { subject, advance } = throttle();
    for (let i = 0; i < 4; i++) subject.failed('alice', '10.0.0.1');

    advance(15 * 60_000 + 1);
    subject.failed('alice', '10.0.0.1');

    expect(subject.waitFor('alice', '10.0.0.1')).toBe(0);
  });

  it('should treat user names in any case, and cut to length, as one', () => {
    const { subject } = throttle();

    subject.failed('Alice', '10.0.0.1');
    subject.failed('ALICE', '10.0.0.2');
    subject.failed('alice', '10.0.0.3');

    expect(subject.waitFor('aLiCe', '10.0.0.4')).toBe(1000);
  });

  it('should remember at most its capacity of keys, dropping the least recent failures', () => {
    const { subject } = throttle(100);
    for (let i = 0; i < 3; i++) subject.failed('alice', '10.0.0.1');

    for (let i = 0; i < 1000; i++) subject.failed(`sprayed${i}`, `10.1.${i >> 8}.${i & 255}`);

    expect(subject.size).toBe(100);
    expect(subject.waitFor('alice', '10.9.9.9')).toBe(0);
    expect(subject.waitFor('sprayed999', '10.9.9.9')).toBe(0);
  });
});
