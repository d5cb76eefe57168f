import { Injectable } from '@nestjs/common';

/** Engine time. Every instant the engine records comes from here, never from the database's clock. */
@Injectable()
export class EngineClock {
  now(): number {
    return Date.now();
  }
}
