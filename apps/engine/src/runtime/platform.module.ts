import { Global, Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { CommittedCommands } from './committed-commands.js';
import { EngineClock } from './engine-clock.js';
import { InstanceCache } from './instance-cache.js';
import { JobPush } from './job-push.js';
import { KeyGenerator } from './key-generator.js';

/**
 * Engine-wide services every bounded context uses: raw SQL on the pool, engine time, keys, commit notifications, the
 * instances this process wrote last, and the long polls waiting in it for jobs.
 */
@Global()
@Module({
  providers: [PgPool, EngineClock, KeyGenerator, CommittedCommands, InstanceCache, JobPush],
  exports: [PgPool, EngineClock, KeyGenerator, CommittedCommands, InstanceCache, JobPush],
})
export class PlatformModule {}
