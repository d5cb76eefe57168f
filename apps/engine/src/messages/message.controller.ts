import { Injectable } from '@nestjs/common';
import type { MessageCorrelationRequest, MessageCorrelationResult, MessagePublicationRequest, MessagePublicationResult } from '@baton/api-contract';
import type { CommandContext } from '../runtime/command-context.js';
import { MessagePublisher } from './message-publisher.js';

/** Publishes and correlates messages; its operations are bound in message.routes.ts. */
@Injectable()
export class MessageController {
  constructor(private readonly publisher: MessagePublisher) {}

  publish(body: MessagePublicationRequest, context: CommandContext): Promise<MessagePublicationResult> {
    return this.publisher.publish(body, context);
  }

  correlate(body: MessageCorrelationRequest): Promise<MessageCorrelationResult> {
    return this.publisher.correlate(body);
  }
}
