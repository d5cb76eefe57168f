import { Injectable, Logger } from '@nestjs/common';
import type { MessageCorrelationRequest, MessageCorrelationResult, MessagePublicationRequest, MessagePublicationResult } from '@baton/api-contract';
import { conflict, notFound } from '../http/problem-detail.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { MessageBuffer } from './message-buffer.repository.js';
import { MessageCorrelator } from './message-correlator.js';
import { readCorrelation, readPublication } from './message-request.js';
import type { Message } from './message.js';
import { PublishedMessageIds } from './published-message-ids.repository.js';

/** Zeebe's rejection of a publication whose id was already published, answered 409 ALREADY_EXISTS as Camunda's REST API does. */
function alreadyPublished(messageId: string) {
  return conflict(`Expected to publish a new message with id '${messageId}', but a message with that id was already published`, 'ALREADY_EXISTS');
}

/** The two ways in for a message: published (correlated now, buffered while its time to live lasts) or correlated (now or 404). */
@Injectable()
export class MessagePublisher {
  private readonly logger = new Logger(MessagePublisher.name);

  constructor(
    private readonly keys: KeyGenerator,
    private readonly clock: EngineClock,
    private readonly buffer: MessageBuffer,
    private readonly correlator: MessageCorrelator,
    private readonly publishedIds: PublishedMessageIds,
  ) {}

  async publish(body: MessagePublicationRequest): Promise<MessagePublicationResult> {
    const request = readPublication(body);
    const now = this.clock.now();
    const message: Message = { ...request, key: await this.nextKey(), buffered: request.timeToLive > 0 };
    // A messageId published within the idempotency window has no second effect, whether or not it is still buffered.
    if (request.messageId !== null && !(await this.publishedIds.claim(message, request.messageId, now))) throw alreadyPublished(request.messageId);
    // A buffered message may outlive the window: its id (the only thing that can keep a message out) stays taken while it lives.
    if (message.buffered && !(await this.buffer.add(message, request.messageId, now, request.timeToLive))) throw alreadyPublished(request.messageId ?? '');
    const { failures } = await this.correlator.correlate(message);
    // The message is published either way; a buffered one is offered again by the sweep.
    for (const failure of failures)
      this.logger.warn(`message ${message.key} ('${message.name}') could not reach a subscription: ${(failure as Error).message}`);
    return { tenantId: message.tenantId, messageKey: message.key };
  }

  async correlate(body: MessageCorrelationRequest): Promise<MessageCorrelationResult> {
    const request = readCorrelation(body);
    const message: Message = { ...request, key: await this.nextKey(), buffered: false };
    const { correlations, failures } = await this.correlator.correlate(message);
    const [first] = correlations;
    if (first) return { tenantId: message.tenantId, messageKey: message.key, processInstanceKey: first.processInstanceKey };
    if (failures.length > 0) throw failures[0];
    throw notFound(
      `Expected to find subscription for message with name '${message.name}' and correlation key '${message.correlationKey}', but none was found.`,
    );
  }

  private async nextKey(): Promise<string> {
    await this.keys.reserve(1);
    return this.keys.next();
  }
}
