import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
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

@Controller('v2/process-instances')
export class ProcessInstanceController {
  constructor(
    private readonly instances: ProcessInstanceService,
    private readonly readModel: ProcessInstanceReadModel,
    private readonly audit: AuditLog,
  ) {}

  @Post()
  @HttpCode(200)
  create(@Body() body: ProcessInstanceCreationRequest): Promise<CreateProcessInstanceResult> {
    return this.instances.create(body);
  }

  @Get(':key')
  get(@Param('key') key: string): Promise<ProcessInstanceResult> {
    return this.readModel.get(key);
  }

  /** The instance's callers up to the root, root first, the instance itself last (as Camunda answers it). */
  @Get(':key/call-hierarchy')
  callHierarchy(@Param('key') key: string): Promise<ProcessInstanceCallHierarchyEntry[]> {
    return this.readModel.callHierarchy(key);
  }

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<ProcessInstanceResult>> {
    return this.readModel.search(body);
  }

  @Post(':key/cancellation')
  @HttpCode(204)
  async cancel(@Param('key') key: string, @Body() body: OperationReferenceRequest | undefined): Promise<void> {
    const entry = { entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'CANCEL', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, () => this.instances.cancel(key));
  }
}
