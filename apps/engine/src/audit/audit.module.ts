import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditLogController } from './audit-log.controller.js';

/** The audit log: every context records its decisions through {@link AuditLog}; operators search it. */
@Global()
@Module({ controllers: [AuditLogController], providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
