import { Injectable } from '@nestjs/common';
import type { ElementDurationQueryResult, ProcessElementStatisticsQueryResult } from '@baton/api-contract';
import { ElementDurationsReadModel } from './element-durations.read-model.js';
import { ElementStatisticsReadModel } from './element-statistics.read-model.js';

@Injectable()
export class ElementStatisticsController {
  constructor(
    private readonly statistics: ElementStatisticsReadModel,
    private readonly durations: ElementDurationsReadModel,
  ) {}

  ofInstance(processInstanceKey: string): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofInstance(processInstanceKey);
  }

  durationsOfDefinition(processDefinitionKey: string): Promise<ElementDurationQueryResult> {
    return this.durations.ofDefinition(processDefinitionKey);
  }

  ofDefinition(processDefinitionKey: string, body: { filter?: unknown } | undefined): Promise<ProcessElementStatisticsQueryResult> {
    return this.statistics.ofDefinition(processDefinitionKey, body?.filter);
  }
}
