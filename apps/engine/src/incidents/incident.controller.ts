import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { IncidentResult, OperationReferenceRequest, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { answerWithCommand } from '../runtime/commit-attachments.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { IncidentReadModel } from './incident.read-model.js';

@Controller('v2/process-instances')
export class ProcessInstanceIncidentController {
  constructor(private readonly incidents: IncidentReadModel) {}

  /** As in Camunda: the incidents of the instance and of every instance its call activities created, at any depth. */
  @Post(':processInstanceKey/incidents/search')
  @HttpCode(200)
  search(@Param('processInstanceKey') processInstanceKey: string, @Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return this.incidents.searchInCallTree(processInstanceKey, body);
  }
}

@Controller('v2/incidents')
export class IncidentController {
  constructor(
    private readonly incidents: IncidentReadModel,
    private readonly executor: CommandExecutor,
    private readonly audit: AuditLog,
  ) {}

  @Post('search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return this.incidents.search(body);
  }

  @Get(':key')
  get(@Param('key') key: string): Promise<IncidentResult> {
    return this.incidents.get(key);
  }

  /** Retries exactly the step that failed; for a job incident, once the job's retries were raised. */
  @Post(':key/resolution')
  @HttpCode(204)
  async resolve(@Param('key') incidentKey: string, @Body() body: OperationReferenceRequest | undefined): Promise<void> {
    const entry = { entityType: 'INCIDENT', entityKey: incidentKey, operationType: 'RESOLVE', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, async () => {
      answerWithCommand();
      await this.executor.execute(
        { incidentKey },
        { type: 'ResolveIncident', incidentKey },
        `Expected to resolve incident with key '${incidentKey}', but no such incident was found`,
      );
    });
  }
}
