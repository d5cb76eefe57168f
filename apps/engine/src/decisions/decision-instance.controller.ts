import { Injectable } from '@nestjs/common';
import type {
  BatchOperationCreatedResult,
  DecisionInstanceDeletionBatchOperationRequest,
  DecisionInstanceGetQueryResult,
  DecisionInstanceResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { DecisionInstanceDeletion } from './decision-instance-deletion.js';
import { DecisionInstanceReadModel } from './decision-instance.read-model.js';

@Injectable()
export class DecisionInstanceController {
  constructor(
    private readonly instances: DecisionInstanceReadModel,
    private readonly deletion: DecisionInstanceDeletion,
  ) {}

  get(key: string): Promise<DecisionInstanceGetQueryResult> {
    return this.instances.get(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionInstanceResult>> {
    return this.instances.search(body);
  }

  delete(decisionEvaluationKey: string): Promise<void> {
    return this.deletion.delete(decisionEvaluationKey);
  }

  deleteMany(body: DecisionInstanceDeletionBatchOperationRequest): Promise<BatchOperationCreatedResult> {
    return this.deletion.create(body);
  }
}
