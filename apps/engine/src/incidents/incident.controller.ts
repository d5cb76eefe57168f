import { Injectable } from '@nestjs/common';
import type { IncidentResult, OperationReferenceRequest, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import type { CommandContext } from '../runtime/command-context.js';
import { AuditLog } from '../audit/audit-log.js';
import { operatorAnnotation } from '../audit/operator-annotation.js';
import { IncidentReadModel } from './incident.read-model.js';

@Injectable()
export class ProcessInstanceIncidentController {
  constructor(private readonly incidents: IncidentReadModel) {}

  /** As in Camunda: the incidents of the instance and of every instance its call activities created, at any depth. */
  search(processInstanceKey: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return this.incidents.searchInCallTree(processInstanceKey, body);
  }
}

@Injectable()
export class IncidentController {
  constructor(
    private readonly incidents: IncidentReadModel,
    private readonly executor: CommandExecutor,
    private readonly audit: AuditLog,
  ) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return this.incidents.search(body);
  }

  get(key: string): Promise<IncidentResult> {
    return this.incidents.get(key);
  }

  searchOfElementInstance(elementInstanceKey: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<IncidentResult>> {
    return this.incidents.searchOfElementInstance(elementInstanceKey, body);
  }

  /** Retries exactly the step that failed; for a job incident, once the job's retries were raised. */
  async resolve(incidentKey: string, body: OperationReferenceRequest | undefined, request: CommandContext): Promise<void> {
    const entry = { entityType: 'INCIDENT', entityKey: incidentKey, operationType: 'RESOLVE', annotation: operatorAnnotation(body) } as const;
    await this.audit.audited(entry, request, async (context) => {
      await this.executor.execute(
        { incidentKey },
        { type: 'ResolveIncident', incidentKey },
        `Expected to resolve incident with key '${incidentKey}', but no such incident was found`,
        context,
      );
    });
  }
}
