import type { INestApplication } from '@nestjs/common';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { InstanceOutboxRelay } from '../runtime/instance-outbox-relay.js';
import { TimerScheduler } from '../timers/timer-scheduler.js';

/**
 * Waits until the engine has nothing left to do on its own for the current clock: the timer scheduler fired
 * everything due and sleeps, and every reaction to a commit (buffered message hand-over, signal broadcast, the
 * commits those made and their own reactions) is over. A spec that checks that something did NOT happen waits for
 * this instead of sleeping: whatever the engine would have done by now, it has done. The instance outbox (commands
 * instances of a call hierarchy ask of each other) is drained too. Other periodic recovery sweeps are not waited for;
 * a spec that needs one runs it itself.
 */
export async function waitUntilIdle(engine: { readonly app: INestApplication }, timeoutMs = 10_000): Promise<void> {
  const scheduler = engine.app.get(TimerScheduler, { strict: false });
  const committed = engine.app.get(CommittedCommands, { strict: false });
  const outbox = engine.app.get(InstanceOutboxRelay, { strict: false });
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the engine was still busy after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    // Each part can wake the other (a fired timer commits, a reaction opens a due timer): idle is both at one instant.
    do {
      while (!scheduler.isAsleep || committed.busy) await Promise.race([Promise.all([scheduler.asleep(), committed.drained()]), timedOut]);
      await Promise.race([outbox.drain(), timedOut]);
    } while (!scheduler.isAsleep || committed.busy);
  } finally {
    clearTimeout(timer);
  }
}
