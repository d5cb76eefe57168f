import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { SearchQueryResponse, VariableResult, VariableSearchResult } from '@baton/api-contract';
import type { SearchRequestBody } from './search-query.js';
import { VariableReadModel } from './variable.read-model.js';

@Controller('v2/variables')
export class VariableController {
  constructor(private readonly variables: VariableReadModel) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined, @Query('truncateValues') truncateValues?: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    return this.variables.search(body, truncateValues !== false);
  }

  @Get(':key')
  get(@Param('key') key: string): Promise<VariableResult> {
    return this.variables.get(key);
  }
}
