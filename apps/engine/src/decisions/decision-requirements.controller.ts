import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DecisionRequirementsResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { DecisionRequirementsReadModel } from './decision-requirements.read-model.js';

@Injectable()
export class DecisionRequirementsController {
  constructor(private readonly requirements: DecisionRequirementsReadModel) {}

  get(key: string): Promise<DecisionRequirementsResult> {
    return this.requirements.get(key);
  }

  /** The stored XML as it was deployed, in the charset the engine stores it in. */
  xml(key: string, reply: FastifyReply): Promise<string> {
    void reply.type('text/xml; charset=utf-8');
    return this.requirements.xml(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<DecisionRequirementsResult>> {
    return this.requirements.search(body);
  }
}
