import { Injectable } from '@nestjs/common';
import type { SignalBroadcastRequest, SignalBroadcastResult } from '@baton/api-contract';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import type { JsonObject } from '@baton/feel';
import { Database } from '../database/database.js';
import { storeAnswerIn } from '../idempotency/answer-in-transaction.js';
import type { CommandContext } from '../runtime/command-context.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { SignalOutbox } from './signal-outbox.repository.js';
import { SignalRelay } from './signal-relay.js';
import type { Signal } from './signal.js';
import { requireTenants } from '../auth/tenant-access.js';

@Injectable()
export class SignalController {
  constructor(
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly outbox: SignalOutbox,
    private readonly relay: SignalRelay,
    private readonly database: Database,
  ) {}

  /**
   * Answers once the broadcast was carried out. The signal goes through the outbox like a thrown one, so a
   * crash mid-broadcast does not lose it: the sweep broadcasts it again, to what it has not reached yet. The answer
   * of a request with an Idempotency-Key is stored with the outbox row, so a repeat after a crash gets it.
   */
  async broadcast(body: SignalBroadcastRequest, context: CommandContext): Promise<SignalBroadcastResult> {
    const tenantId = body.tenantId ?? DEFAULT_TENANT;
    requireTenants('broadcast a signal', [tenantId]);
    const name = body.signalName;
    const variables = (body.variables ?? {}) as JsonObject;
    await this.keys.reserve(1);
    const signal: Signal = { key: this.keys.next(), name, variables, tenantId };
    const answer: SignalBroadcastResult = { tenantId, signalKey: signal.key };
    await this.database.transaction(async (sql) => {
      await this.outbox.addLeased(sql, signal, this.clock.now());
      await storeAnswerIn(sql, context.answer, answer);
    });
    await this.relay.deliver(signal);
    return answer;
  }
}
