import { Injectable } from '@nestjs/common';
import type { ProcessInstanceHistoryResponse } from '@baton/api-contract';
import { InstanceHistoryReadModel } from './instance-history.read-model.js';

@Injectable()
export class HistoryController {
  constructor(private readonly instanceHistory: InstanceHistoryReadModel) {}

  history(processInstanceKey: string): Promise<ProcessInstanceHistoryResponse> {
    return this.instanceHistory.ofInstance(processInstanceKey);
  }
}
