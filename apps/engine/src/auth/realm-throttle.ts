/** How hard the realm slows down password guessing (see RealmConfig). */
export interface ThrottleLimits {
  readonly userFreeFailures: number;
  readonly addressFreeFailures: number;
  readonly maxDelaySeconds: number;
}

/** A sign-in try as the throttle saw it: let through and signed in, let through and failed, or made to wait. */
export type SignInTry<U> = { readonly user: U } | { readonly failed: true } | { readonly waitSeconds: number };

interface Failures {
  count: number;
  lastAt: number;
  blockedUntil: number;
}

/** A key's failures are forgotten this long after its last one. */
const FORGET_AFTER_MS = 15 * 60_000;
/** The first wait once a key has used its free failures; each further failure doubles it, up to the limit. */
const FIRST_DELAY_MS = 1000;
/** Keys remembered at most (about 100 bytes each); past it the least recently failed are forgotten first. */
export const MAX_TRACKED_KEYS = 10_000;
/** A user name is a key of at most this many characters: a long one must not grow the memory. */
const MAX_NAME_LENGTH = 128;

/**
 * Slows password guessing at the realm's login form and password grant: once a user name, or a client address,
 * has failed its free number of times, it must wait before its next try is even checked, 1 s, then twice as long
 * after each further failure, up to the limit. It is a delay, not a lockout: an attacker can make a real user wait
 * at most the limit between two tries, never lock them out. A success forgets the user name's failures (not the
 * address's, or one known account would reset a password spray). In memory, per engine process: several processes
 * behind one address each allow their own free failures.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();
  /** The last try being checked per user name and per address (attemptAsync): the next waits for it. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
    private readonly capacity = MAX_TRACKED_KEYS,
  ) {}

  /**
   * A try of `username` from `address`: `check` (the password) runs unless the user name or address must wait first,
   * and its outcome is counted. Checked and counted without an await in between, so that parallel guesses cannot all
   * pass the check.
   */
  attempt<U>(username: string, address: string, check: () => U | undefined): SignInTry<U> {
    const waitSeconds = Math.ceil(this.waitFor(username, address) / 1000);
    if (waitSeconds > 0) return { waitSeconds };
    const user = check();
    if (user === undefined) {
      this.failed(username, address);
      return { failed: true };
    }
    this.succeeded(username);
    return { user };
  }

  /**
   * {@link attempt} with a check that takes time (a password hash): the tries of one user name, and those of one
   * address, are checked one after the other, each seeing the failures counted before it, so that parallel guesses
   * cannot all pass the wait before the first of them is counted.
   */
  async attemptAsync<U>(username: string, address: string, check: () => Promise<U | undefined>): Promise<SignInTry<U>> {
    const keys = [userKey(username), addressKey(address)];
    const before = Promise.all(keys.map((key) => this.inFlight.get(key)));
    let done = () => {};
    const mine = new Promise<void>((resolve) => (done = resolve));
    for (const key of keys) this.inFlight.set(key, mine);
    try {
      await before;
      const waitSeconds = Math.ceil(this.waitFor(username, address) / 1000);
      if (waitSeconds > 0) return { waitSeconds };
      const user = await check();
      if (user === undefined) {
        this.failed(username, address);
        return { failed: true };
      }
      this.succeeded(username);
      return { user };
    } finally {
      done();
      for (const key of keys) if (this.inFlight.get(key) === mine) this.inFlight.delete(key);
    }
  }

  /** Milliseconds before a try of this user from this address may be checked; 0 when it may be now. */
  waitFor(username: string, address: string): number {
    const now = this.now();
    const until = Math.max(this.blockedUntil(userKey(username), now), this.blockedUntil(addressKey(address), now));
    return Math.max(0, until - now);
  }

  failed(username: string, address: string): void {
    this.count(userKey(username), this.limits.userFreeFailures);
    this.count(addressKey(address), this.limits.addressFreeFailures);
  }

  succeeded(username: string): void {
    this.failures.delete(userKey(username));
  }

  /** How many keys are remembered (for the memory bound's spec). */
  get size(): number {
    return this.failures.size;
  }

  private blockedUntil(key: string, now: number): number {
    const entry = this.failures.get(key);
    if (!entry) return 0;
    if (now - entry.lastAt <= FORGET_AFTER_MS) return entry.blockedUntil;
    this.failures.delete(key);
    return 0;
  }

  private count(key: string, free: number): void {
    const now = this.now();
    const known = this.failures.get(key);
    const entry = known && now - known.lastAt <= FORGET_AFTER_MS ? known : { count: 0, lastAt: now, blockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now;
    if (entry.count >= free) {
      const delay = Math.min(FIRST_DELAY_MS * 2 ** Math.min(entry.count - free, 30), this.limits.maxDelaySeconds * 1000);
      entry.blockedUntil = now + delay;
    }
    // Re-inserted at the end: the Map's order is then the order of the last failures, oldest first.
    this.failures.delete(key);
    this.failures.set(key, entry);
    if (this.failures.size > this.capacity) this.failures.delete(this.failures.keys().next().value ?? key);
  }
}

const userKey = (username: string) => `user:${username.slice(0, MAX_NAME_LENGTH).toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
