import { Controller, Get, Param } from '@nestjs/common';
import type { ProcessInstanceHistoryResponse } from '@baton/api-contract';
import { InstanceHistoryReadModel } from './instance-history.read-model.js';

/** The audit trail of one instance, in the order things happened. */
@Controller('baton/v1/process-instances')
export class HistoryController {
  constructor(private readonly instanceHistory: InstanceHistoryReadModel) {}

  @Get(':key/history')
  history(@Param('key') processInstanceKey: string): Promise<ProcessInstanceHistoryResponse> {
    return this.instanceHistory.ofInstance(processInstanceKey);
  }
}
