import { Module } from '@nestjs/common';
import { Retention } from './retention.js';

/** Deletion of closed instances and old audit entries after their configured periods (RETENTION_DAYS, AUDIT_RETENTION_DAYS). */
@Module({ providers: [Retention], exports: [Retention] })
export class RetentionModule {}
