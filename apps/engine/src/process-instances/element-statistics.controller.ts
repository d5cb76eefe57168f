import { Injectable } from '@nestjs/common';
import type { ProcessElementStatisticsQueryResult } from '@baton/api-contract';
import { ElementStatisticsReadModel } from './element-statistics.read-model.js';

@Injectable()
export class ElementStatisticsController {
  constructor(private readonly statistics: ElementStatisticsReadModel) {}

  ofInstance(processInstanceKey: string): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofInstance(processInstanceKey);
  }

  ofDefinition(processDefinitionKey: string, body: { filter?: unknown } | undefined): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofDefinition(processDefinitionKey, body?.filter);
  }
}
