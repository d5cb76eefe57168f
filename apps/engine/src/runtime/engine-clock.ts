import { Injectable } from '@nestjs/common';

export type ClockListener = (now: number) => void;

/**
 * Engine time. Every instant the engine records comes from here, never from the database's clock. Tests (and
 * only engines started with CLOCK_CONTROL=true) may pin it, as Camunda's clock API does; pinning it past due
 * timers makes them fire.
 */
@Injectable()
export class EngineClock {
  private pinnedAt: number | null = null;
  private readonly listeners = new Set<ClockListener>();

  now(): number {
    return this.pinnedAt ?? Date.now();
  }

  get isPinned(): boolean {
    return this.pinnedAt !== null;
  }

  pin(timestamp: number): void {
    this.pinnedAt = timestamp;
    this.changed();
  }

  reset(): void {
    this.pinnedAt = null;
    this.changed();
  }

  /** Called whenever the clock is pinned or reset, so schedulers can look again at what became due. */
  onChange(listener: ClockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of this.listeners) listener(this.now());
  }
}
