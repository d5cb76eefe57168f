import { Injectable } from '@nestjs/common';
import type { ClockPinRequest } from '@baton/api-contract';
import { EngineConfig } from '../config/engine-config.js';
import { ApiProblem } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';

/** Camunda's testing clock: off unless the engine was started with CLOCK_CONTROL=true. */
@Injectable()
export class ClockController {
  constructor(
    private readonly clock: EngineClock,
    private readonly config: EngineConfig,
  ) {}

  pin(body: ClockPinRequest): void {
    this.requireControl();
    this.clock.pin(body.timestamp);
  }

  reset(): void {
    this.requireControl();
    this.clock.reset();
  }

  private requireControl(): void {
    if (!this.config.clockControl) {
      throw new ApiProblem(403, 'The clock can only be controlled when the engine runs with CLOCK_CONTROL=true', 'FORBIDDEN');
    }
  }
}
