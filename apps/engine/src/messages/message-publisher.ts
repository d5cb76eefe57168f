import { Injectable, Logger } from '@nestjs/common';
import type { MessageCorrelationRequest, MessageCorrelationResult, MessagePublicationRequest, MessagePublicationResult } from '@baton/api-contract';
import { Database } from '../database/database.js';
import { conflict, notFound } from '../http/problem-detail.js';
import { storeAnswerIn } from '../idempotency/answer-in-transaction.js';
import type { CommandContext } from '../runtime/command-context.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { MessageBuffer } from './message-buffer.repository.js';
import { MessageCorrelator } from './message-correlator.js';
import { readCorrelation, readPublication } from './message-request.js';
import type { Message } from './message.js';
import { PublishedMessageIds } from './published-message-ids.repository.js';

/** Publications taken over per round of the maintenance. */
const STRANDED_BATCH = 50;

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
    private readonly database: Database,
  ) {}

  /**
   * One transaction records the publication: its messageId claim, the message (also with time to live 0) and the
   * answer of a request with an Idempotency-Key. Its fan-out follows; cut by a crash, another engine process takes
   * it over within seconds ({@link resumeStrandedFanOuts}), and the per-process claims keep it from reaching a
   * process twice.
   */
  async publish(body: MessagePublicationRequest, context: CommandContext): Promise<MessagePublicationResult> {
    const request = readPublication(body);
    const now = this.clock.now();
    // Every publication's hand-overs are claimed, so that a fan-out taken over after a crash reaches no process twice.
    const message: Message = { ...request, key: await this.nextKey(), buffered: true };
    const answer: MessagePublicationResult = { tenantId: message.tenantId, messageKey: message.key };
    // Without a message id or a request's answer to store, the record is one statement: no transaction around it.
    if (request.messageId === null && !context.answer) await this.buffer.addAlone(message, now, request.timeToLive);
    else
      await this.database.transaction(async (sql) => {
        // A messageId published within the idempotency window has no second effect, whether or not it is still buffered.
        if (request.messageId !== null && !(await this.publishedIds.claim(sql, message, request.messageId, now))) throw alreadyPublished(request.messageId);
        // A buffered message may outlive the window: its id (the only thing that can keep a message out) stays taken while it lives.
        if (!(await this.buffer.add(sql, message, request.messageId, now, request.timeToLive))) throw alreadyPublished(request.messageId ?? '');
        await storeAnswerIn(sql, context.answer, answer);
      });
    await this.fanOut(message, request.timeToLive);
    return answer;
  }

  /** Hands out publications whose fan-out was cut (their engine died, or a hand-over failed); returns how many. */
  async resumeStrandedFanOuts(): Promise<number> {
    const stranded = await this.buffer.takeStrandedFanOuts(STRANDED_BATCH);
    for (const { message, timeToLive } of stranded) await this.fanOut(message, timeToLive);
    return stranded.length;
  }

  /** Never throws: the publication is recorded, so what this fan-out could not do is done when it is taken up again. */
  private async fanOut(message: Message, timeToLive: number): Promise<void> {
    const { failures } = await this.correlator.correlate(message).catch((error: unknown) => ({ failures: [error] }));
    // The message is published either way; what could not be reached is tried again when the fan-out is taken over.
    for (const failure of failures)
      this.logger.warn(`message ${message.key} ('${message.name}') could not reach a subscription: ${(failure as Error).message}`);
    if (failures.length > 0) return this.buffer.retryFanOutSoon(message.key);
    // Unmarked later when this fails: the fan-out is then taken up again, and its claims keep it from doing anything twice.
    await this.buffer.fanOutDone(message, timeToLive > 0).catch((error: Error) => this.logger.warn(`message ${message.key}: ${error.message}`));
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
