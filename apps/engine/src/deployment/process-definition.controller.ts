import type { FastifyReply } from 'fastify';
import { Injectable } from '@nestjs/common';
import type { ProcessDefinitionResult, SearchQueryResponse } from '@baton/api-contract';
import { sendForm } from '../forms/send-form.js';
import type { SearchRequestBody } from '../query/search-query.js';
import { ProcessDefinitionReadModel } from './process-definition.read-model.js';

@Injectable()
export class ProcessDefinitionController {
  constructor(private readonly definitions: ProcessDefinitionReadModel) {}

  get(key: string): Promise<ProcessDefinitionResult> {
    return this.definitions.get(key);
  }

  /** 200 with the start event's linked form, or 204 when it links none; the status depends on the model, so it is set here. */
  async form(key: string, reply: FastifyReply): Promise<void> {
    sendForm(reply, await this.definitions.startForm(key));
  }

  /** The stored XML as it was deployed, in the charset the engine stores it in. */
  xml(key: string, reply: FastifyReply): Promise<string> {
    void reply.type('text/xml; charset=utf-8');
    return this.definitions.xml(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessDefinitionResult>> {
    return this.definitions.search(body);
  }
}
