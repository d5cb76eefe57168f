import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ElementInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { ElementInstanceReadModel } from './element-instance.read-model.js';
import type { SearchRequestBody } from './search-query.js';

@Controller('v2/element-instances')
export class ElementInstanceController {
  constructor(private readonly elementInstances: ElementInstanceReadModel) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ElementInstanceResult>> {
    return this.elementInstances.search(body);
  }

  @Get(':key')
  get(@Param('key') key: string): Promise<ElementInstanceResult> {
    return this.elementInstances.get(key);
  }
}
