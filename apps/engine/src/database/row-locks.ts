import type { EngineConfig } from '../config/engine-config.js';

/**
 * Whether claims may take row locks (`for update … skip locked`) in statements that name no instance (job activation,
 * the timer scheduler, the outbox and claim sweeps). Citus refuses row locks in a statement over several shards, so
 * there they go without: each such claim's own write checks again, row by row, what the lock guarded (a row another
 * engine process took meanwhile fails that check under the row lock of the write and is passed over), and a job's
 * activation is decided by its instance's revision anyway. On one PostgreSQL the statements stay as they were.
 */
export function takesRowLocks(config: Pick<EngineConfig, 'databaseMode'>): boolean {
  return config.databaseMode !== 'citus';
}
