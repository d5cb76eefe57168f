/**
 * What the runtime needs from the outside world, injected so that it stays pure: tests pin time and keys
 * and compare event logs exactly.
 */
export interface RuntimePorts {
  /** Engine time in epoch milliseconds. */
  now(): number;
  /** A new unique key (an int64 as a decimal string). */
  nextKey(): string;
}
