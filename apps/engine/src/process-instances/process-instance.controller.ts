import { Injectable } from '@nestjs/common';
import type {
  OperationReferenceRequest,
  CreateProcessInstanceResult,
  ProcessInstanceCallHierarchyEntry,
  ProcessInstanceCreationRequest,
  ProcessInstanceResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { ProcessInstanceReadModel } from './process-instance.read-model.js';
import { ProcessInstanceService } from './process-instance.service.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import type { CommandContext } from '../runtime/command-context.js';

@Injectable()
export class ProcessInstanceController {
  constructor(
    private readonly instances: ProcessInstanceService,
    private readonly readModel: ProcessInstanceReadModel,
    private readonly audit: AuditLog,
  ) {}

  create(body: ProcessInstanceCreationRequest, context: CommandContext): Promise<CreateProcessInstanceResult> {
    return this.instances.create(body, context);
  }

  get(key: string): Promise<ProcessInstanceResult> {
    return this.readModel.get(key);
  }

  /** The instance's callers up to the root, root first, the instance itself last (as Camunda answers it). */
  callHierarchy(key: string): Promise<ProcessInstanceCallHierarchyEntry[]> {
    return this.readModel.callHierarchy(key);
  }

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessInstanceResult>> {
    return this.readModel.search(body);
  }

  async cancel(key: string, body: OperationReferenceRequest | undefined, request: CommandContext): Promise<void> {
    const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'CANCEL', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, request, (context) => this.instances.cancel(key, context));
  }

  /** Audited as an UPDATE (the audit log's operation types have no suspension), the annotation saying which and why. */
  async suspend(key: string, body: OperationReferenceRequest | undefined, request: CommandContext): Promise<void> {
    const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'UPDATE', annotation: suspensionAnnotation('suspend', body) } as const;
    await this.audit.audited(entry, request, (context) => this.instances.suspend(key, context));
  }

  async resume(key: string, body: OperationReferenceRequest | undefined, request: CommandContext): Promise<void> {
    const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'UPDATE', annotation: suspensionAnnotation('resume', body) } as const;
    await this.audit.audited(entry, request, (context) => this.instances.resume(key, context));
  }
}

function suspensionAnnotation(action: 'suspend' | 'resume', body: OperationReferenceRequest | undefined): string {
  const why = operatorAnnotation(body);
  return why ? `${action}; ${why}` : action;
}
