import { Controller, Get, Param } from '@nestjs/common';
import type { ProcessInstanceSequenceFlowsQueryResult } from '@baton/api-contract';
import { SequenceFlowsReadModel } from './sequence-flows.read-model.js';

@Controller('v2/process-instances')
export class SequenceFlowsController {
  constructor(private readonly flows: SequenceFlowsReadModel) {}

  @Get(':key/sequence-flows')
  sequenceFlows(@Param('key') processInstanceKey: string): Promise<ProcessInstanceSequenceFlowsQueryResult> {
    return this.flows.ofInstance(processInstanceKey);
  }
}
