import type { FastifyReply } from 'fastify';
import { Body, Controller, Get, Header, HttpCode, Param, Post, Res } from '@nestjs/common';
import type { ProcessDefinitionResult, SearchQueryResponse } from '@baton/api-contract';
import { sendForm } from '../forms/send-form.js';
import type { SearchRequestBody } from '../query/search-query.js';
import { ProcessDefinitionReadModel } from './process-definition.read-model.js';

@Controller('v2/process-definitions')
export class ProcessDefinitionController {
  constructor(private readonly definitions: ProcessDefinitionReadModel) {}

  @Get(':key')
  get(@Param('key') key: string): Promise<ProcessDefinitionResult> {
    return this.definitions.get(key);
  }

  /** 200 with the start event's linked form, or 204 when it links none; the status depends on the model, so it is set here. */
  @Get(':key/form')
  async form(@Param('key') key: string, @Res() reply: FastifyReply): Promise<void> {
    sendForm(reply, await this.definitions.startForm(key));
  }

  @Get(':key/xml')
  @Header('Content-Type', 'text/xml; charset=utf-8')
  xml(@Param('key') key: string): Promise<string> {
    return this.definitions.xml(key);
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessDefinitionResult>> {
    return this.definitions.search(body);
  }
}
