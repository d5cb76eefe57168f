import { Global, Module } from '@nestjs/common';
import { HandedJobTenants } from '../auth/handed-job-tenants.js';
import { PgPool } from '../database/pg-pool.js';
import { CommittedCommands } from './committed-commands.js';
import { EngineClock } from './engine-clock.js';
import { InstanceCache } from './instance-cache.js';
import { JobPush } from './job-push.js';
import { KeyGenerator } from './key-generator.js';
import { Partitions } from './partitions.js';

/**
 * Engine-wide services every bounded context uses: raw SQL on the pool, engine time, keys and their partitions, commit notifications, the
 * instances this process wrote last, the long polls waiting in it for jobs, and the tenants of the jobs it handed out.
 */
@Global()
@Module({
  providers: [PgPool, EngineClock, KeyGenerator, Partitions, CommittedCommands, InstanceCache, JobPush, HandedJobTenants],
  exports: [PgPool, EngineClock, KeyGenerator, Partitions, CommittedCommands, InstanceCache, JobPush, HandedJobTenants],
})
export class PlatformModule {}
