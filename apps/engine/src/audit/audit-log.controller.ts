import { Injectable } from '@nestjs/common';
import type { AuditLogResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { AuditLogReadModel } from './audit-log.read-model.js';

@Injectable()
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogReadModel) {}

  search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    return this.auditLog.search(body);
  }

  get(auditLogKey: string): Promise<AuditLogResult> {
    return this.auditLog.get(auditLogKey);
  }

  searchOfUserTask(key: string, body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    return this.auditLog.searchOfUserTask(key, body);
  }
}
