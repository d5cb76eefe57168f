import { Injectable } from '@nestjs/common';
import type { ProcessInstanceSequenceFlowsQueryResult } from '@baton/api-contract';
import { SequenceFlowsReadModel } from './sequence-flows.read-model.js';

@Injectable()
export class SequenceFlowsController {
  constructor(private readonly flows: SequenceFlowsReadModel) {}

  sequenceFlows(processInstanceKey: string): Promise<ProcessInstanceSequenceFlowsQueryResult> {
    return this.flows.ofInstance(processInstanceKey);
  }
}
