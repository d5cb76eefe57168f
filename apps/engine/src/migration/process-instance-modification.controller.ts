import { Injectable } from '@nestjs/common';
import type {
  AdHocSubProcessActivateActivitiesInstruction,
  BatchOperationCreatedResult,
  ProcessInstanceModificationBatchRequest,
  ProcessInstanceModificationRequest,
  SetVariableRequest,
} from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import type { CommandContext } from '../runtime/command-context.js';
import { BatchModification } from './batch-modification.js';
import { ProcessInstanceModification } from './process-instance-modification.js';

@Injectable()
export class ProcessInstanceModificationController {
  constructor(
    private readonly modification: ProcessInstanceModification,
    private readonly audit: AuditLog,
    private readonly batch: BatchModification,
  ) {}

  /** A batch operation over every active instance the filter matches; its progress is at GET /v2/batch-operations/{key}. */
  modifyMany(body: ProcessInstanceModificationBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.batch.create(body);
  }

  async modify(key: string, body: ProcessInstanceModificationRequest, request: CommandContext): Promise<void> {
    const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'MODIFY', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, request, (context) => this.modification.modify(key, body, context));
  }

  activateAdHocActivities(key: string, body: AdHocSubProcessActivateActivitiesInstruction, context: CommandContext): Promise<void> {
    return this.modification.activateAdHocActivities(key, body, context);
  }

  setVariables(key: string, body: SetVariableRequest, context: CommandContext): Promise<void> {
    return this.modification.setVariables(key, body, context);
  }
}
