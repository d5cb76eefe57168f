import { expect, vi } from 'vitest';

/**
 * Waits until `probe` reads `expected` (deep equality), for what the engine does in the background once a request
 * has answered (timer rounds, after-commit reactions). Fails with the last reading after `timeoutMs`.
 */
export async function eventually<T>(probe: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  await vi.waitFor(async () => expect(await probe()).toEqual(expected), { timeout: timeoutMs, interval: 20 });
}
