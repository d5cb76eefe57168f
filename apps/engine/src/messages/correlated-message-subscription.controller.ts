import { Injectable } from '@nestjs/common';
import type { CorrelatedMessageSubscriptionResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { CorrelatedMessageSubscriptionReadModel } from './correlated-message-subscription.read-model.js';

@Injectable()
export class CorrelatedMessageSubscriptionController {
  constructor(private readonly correlations: CorrelatedMessageSubscriptionReadModel) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<CorrelatedMessageSubscriptionResult>> {
    return this.correlations.search(body);
  }
}
