import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { ProcessElementStatisticsQueryResult } from '@baton/api-contract';
import { ElementStatisticsReadModel } from './element-statistics.read-model.js';

@Controller('v2')
export class ElementStatisticsController {
  constructor(private readonly statistics: ElementStatisticsReadModel) {}

  @Get('process-instances/:processInstanceKey/statistics/element-instances')
  ofInstance(@Param('processInstanceKey') processInstanceKey: string): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofInstance(processInstanceKey);
  }

  @Post('process-definitions/:processDefinitionKey/statistics/element-instances')
  @HttpCode(200)
  ofDefinition(
    @Param('processDefinitionKey') processDefinitionKey: string,
    @Body() body: { filter?: unknown } | undefined,
  ): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofDefinition(processDefinitionKey, body?.filter);
  }
}
