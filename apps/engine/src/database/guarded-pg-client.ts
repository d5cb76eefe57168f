import pg from 'pg';
import { EXACT_JSON_TYPES } from './exact-json-types.js';

/**
 * The pg client of the engine's pool: it listens for 'error' from birth. A connection whose backend is terminated
 * (pg_terminate_backend, a PostgreSQL restart) reports it as an 'error' event, also at moments when neither the
 * pool nor the code that borrowed it listens; unheard, that event ends the process (found by the dropped-connection
 * drill). The statement in flight fails on its own and the pool discards the connection.
 */
export class GuardedPgClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    // Every engine connection (the main pool's, the searches') reads json and jsonb keeping long integers exact.
    super(typeof config === 'string' ? { connectionString: config, types: EXACT_JSON_TYPES } : { ...config, types: EXACT_JSON_TYPES });
    this.on('error', () => undefined);
  }
}
