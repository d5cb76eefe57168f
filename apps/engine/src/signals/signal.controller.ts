import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { SignalBroadcastResult } from '@baton/api-contract';
import { DEFAULT_TENANT } from '../deployment/process-definition.js';
import { badRequest } from '../http/problem-detail.js';
import { objectBody, optionalString, optionalVariables, refuseUnknownFields, requiredString } from '../http/request-fields.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { SignalOutbox } from './signal-outbox.repository.js';
import { SignalRelay } from './signal-relay.js';
import type { Signal } from './signal.js';

const BROADCAST_FIELDS = ['signalName', 'variables', 'tenantId'] as const;

@Controller('v2/signals')
export class SignalController {
  constructor(
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly outbox: SignalOutbox,
    private readonly relay: SignalRelay,
  ) {}

  /**
   * Answers once the broadcast was carried out. The signal goes through the outbox like a thrown one, so a
   * crash mid-broadcast does not lose it: the sweep broadcasts it again (at least once, as a thrown signal).
   */
  @Post('broadcast')
  @HttpCode(200)
  async broadcast(@Body() rawBody: unknown): Promise<SignalBroadcastResult> {
    const body = objectBody(rawBody, 'a signal broadcast');
    refuseUnknownFields(body, BROADCAST_FIELDS, 'the signal broadcast');
    const tenantId = optionalString(body, 'tenantId') ?? DEFAULT_TENANT;
    if (tenantId === '') throw badRequest(`Expected 'tenantId' to be a non-empty string`);
    const name = requiredString(body, 'signalName');
    const variables = optionalVariables(body);
    await this.keys.reserve(1);
    const signal: Signal = { key: this.keys.next(), name, variables, tenantId };
    await this.outbox.addLeased(signal, this.clock.now());
    await this.relay.deliver(signal);
    return { tenantId, signalKey: signal.key };
  }
}
