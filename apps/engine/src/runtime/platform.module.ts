import { Global, Module } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { EngineClock } from './engine-clock.js';
import { KeyGenerator } from './key-generator.js';

/** Engine-wide services every bounded context uses: raw SQL on the pool, engine time, keys. */
@Global()
@Module({ providers: [PgPool, EngineClock, KeyGenerator], exports: [PgPool, EngineClock, KeyGenerator] })
export class PlatformModule {}
