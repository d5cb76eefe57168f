import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { MessageCorrelationRequest, MessageCorrelationResult, MessagePublicationRequest, MessagePublicationResult } from '@baton/api-contract';
import { MessagePublisher } from './message-publisher.js';

@Controller('v2/messages')
export class MessageController {
  constructor(private readonly publisher: MessagePublisher) {}

  @Post('publication')
  @HttpCode(200)
  publish(@Body() body: MessagePublicationRequest): Promise<MessagePublicationResult> {
    return this.publisher.publish(body);
  }

  @Post('correlation')
  @HttpCode(200)
  correlate(@Body() body: MessageCorrelationRequest): Promise<MessageCorrelationResult> {
    return this.publisher.correlate(body);
  }
}
