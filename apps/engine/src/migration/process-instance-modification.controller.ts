import { Body, Controller, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { ProcessInstanceModificationRequest, SetVariableRequest } from '@baton/api-contract';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { ProcessInstanceModification } from './process-instance-modification.js';

@Controller('v2')
export class ProcessInstanceModificationController {
  constructor(
    private readonly modification: ProcessInstanceModification,
    private readonly audit: AuditLog,
  ) {}

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
