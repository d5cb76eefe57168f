import { Global, Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { CommittedCommands } from './committed-commands.js';
import { EngineClock } from './engine-clock.js';
import { InstanceCache } from './instance-cache.js';
import { KeyGenerator } from './key-generator.js';

/**
 * Engine-wide services every bounded context uses: raw SQL on the pool, engine time, keys, commit notifications, and
 * the instances this process wrote last.
 */
@Global()
@Module({
  providers: [PgPool, EngineClock, KeyGenerator, CommittedCommands, InstanceCache],
  exports: [PgPool, EngineClock, KeyGenerator, CommittedCommands, InstanceCache],
})
export class PlatformModule {}
