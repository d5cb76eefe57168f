import { Global, Module } from '@nestjs/common';
import { AuditLog } from './audit-log.js';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogReadModel } from './audit-log.read-model.js';

/** The audit log: every context records its decisions through {@link AuditLog}; operators search it. */
@Global()
@Module({ providers: [AuditLogController, AuditLog, AuditLogReadModel], exports: [AuditLog] })
export class AuditModule {}
