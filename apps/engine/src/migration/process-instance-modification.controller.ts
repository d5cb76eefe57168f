import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import type {
  BatchOperationCreatedResult,
  ProcessInstanceModificationBatchRequest,
  ProcessInstanceModificationRequest,
  SetVariableRequest,
} from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { BatchModification } from './batch-modification.js';
import { ProcessInstanceModification } from './process-instance-modification.js';

@Controller('v2')
export class ProcessInstanceModificationController {
  constructor(
    private readonly modification: ProcessInstanceModification,
    private readonly audit: AuditLog,
    private readonly batch: BatchModification,
  ) {}

  /** A batch operation over every active instance the filter matches; its progress is at GET /v2/batch-operations/{key}. */
  @Post('process-instances/modification')
  @HttpCode(200)
  modifyMany(@Body() body: ProcessInstanceModificationBatchRequest): Promise<BatchOperationCreatedResult> {
    return this.batch.create(body);
  }

  @Post('process-instances/:key/modification')
  @HttpCode(204)
  async modify(@Param('key') key: string, @Body() body: ProcessInstanceModificationRequest): Promise<void> {
    await this.audit.audited({ entityType: 'PROCESS_INSTANCE', entityKey: key, operationType: 'MODIFY', annotation: operatorAnnotation(body) }, () =>
      this.modification.modify(key, body),
    );
  }

  @Put('element-instances/:key/variables')
  @HttpCode(204)
  setVariables(@Param('key') key: string, @Body() body: SetVariableRequest): Promise<void> {
    return this.modification.setVariables(key, body);
  }
}
