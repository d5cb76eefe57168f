import { Injectable } from '@nestjs/common';
import type { MessageSubscriptionResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { MessageSubscriptionReadModel } from './message-subscription.read-model.js';

@Injectable()
export class MessageSubscriptionController {
  constructor(private readonly subscriptions: MessageSubscriptionReadModel) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<MessageSubscriptionResult>> {
    return this.subscriptions.search(body);
  }
}
