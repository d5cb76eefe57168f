import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { AuditLogResult, SearchQueryResponse } from '@baton/api-contract';
import type { SearchRequestBody } from '../query/search-query.js';
import { AuditLogReadModel } from './audit-log.read-model.js';

@Controller('v2')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogReadModel) {}

  @Post('audit-logs/search')
  @HttpCode(200)
  search(@Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    return this.auditLog.search(body);
  }

  @Post('user-tasks/:key/audit-logs/search')
  @HttpCode(200)
  searchOfUserTask(@Param('key') key: string, @Body() body: SearchRequestBody | undefined): Promise<SearchQueryResponse<AuditLogResult>> {
    return this.auditLog.searchOfUserTask(key, body);
  }
}
