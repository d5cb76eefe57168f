import { Injectable } from '@nestjs/common';
import type { SearchQueryResponse, VariableResult, VariableSearchResult } from '@baton/api-contract';
import type { SearchRequestBody } from './search-query.js';
import { VariableReadModel } from './variable.read-model.js';

@Injectable()
export class VariableController {
  constructor(private readonly variables: VariableReadModel) {}

  search(body: SearchRequestBody | undefined, truncateValues?: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.variables.search(body, truncateValues !== false);
  }

  get(key: string): Promise<VariableResult> {
    return this.variables.get(key);
  }
}
