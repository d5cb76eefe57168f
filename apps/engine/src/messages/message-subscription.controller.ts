import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { MessageSubscriptionResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { MessageSubscriptionReadModel } from './message-subscription.read-model.js';

@Controller('v2/message-subscriptions')
export class MessageSubscriptionController {
  constructor(private readonly subscriptions: MessageSubscriptionReadModel) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<MessageSubscriptionResult>> {
    return this.subscriptions.search(body);
  }
}
