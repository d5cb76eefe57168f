import { Injectable } from '@nestjs/common';
import type { DecisionInstanceGetQueryResult, DecisionInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { DecisionInstanceReadModel } from './decision-instance.read-model.js';

@Injectable()
export class DecisionInstanceController {
  constructor(private readonly instances: DecisionInstanceReadModel) {}

  get(key: string): Promise<DecisionInstanceGetQueryResult> {
    return this.instances.get(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionInstanceResult>> {
    return this.instances.search(body);
  }
}
