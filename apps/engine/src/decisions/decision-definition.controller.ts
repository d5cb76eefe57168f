import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DecisionDefinitionResult, DecisionEvaluationRequest, EvaluateDecisionResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { DecisionDefinitionReadModel } from './decision-definition.read-model.js';
import { DecisionEvaluation } from './decision-evaluation.js';

@Injectable()
export class DecisionDefinitionController {
  constructor(
    private readonly definitions: DecisionDefinitionReadModel,
    private readonly evaluation: DecisionEvaluation,
  ) {}

  get(key: string): Promise<DecisionDefinitionResult> {
    return this.definitions.get(key);
  }

  /** The stored XML as it was deployed, in the charset the engine stores it in. */
  xml(key: string, reply: FastifyReply): Promise<string> {
    void reply.type('text/xml; charset=utf-8');
    return this.definitions.xml(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionDefinitionResult>> {
    return this.definitions.search(body);
  }

  evaluate(body: DecisionEvaluationRequest): Promise<EvaluateDecisionResult> {
    return this.evaluation.evaluate(body);
  }
}
