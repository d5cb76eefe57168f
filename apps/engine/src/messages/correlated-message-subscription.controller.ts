import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { CorrelatedMessageSubscriptionResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { CorrelatedMessageSubscriptionReadModel } from './correlated-message-subscription.read-model.js';

/** Which message reached which process instance and element, kept as long as the instance's history. */
@Controller('v2/correlated-message-subscriptions')
export class CorrelatedMessageSubscriptionController {
  constructor(private readonly correlations: CorrelatedMessageSubscriptionReadModel) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody): Promise<SearchQueryResponse<CorrelatedMessageSubscriptionResult>> {
    return this.correlations.search(body);
  }
}
