import { randomBytes } from 'node:crypto';

/**
 * A version 7 UUID (RFC 9562: 48 bits of Unix milliseconds, then random bits), the kind Camunda's `uuid()` makes
 * (Java UUID Generator's time-based epoch generator), so that the ids sort by creation time.
 */
export function uuidV7(epochMillis: number): string {
  const bytes = randomBytes(16);
  let time = Math.max(0, Math.floor(epochMillis));
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
