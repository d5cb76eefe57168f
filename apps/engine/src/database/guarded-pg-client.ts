import pg from 'pg';

/**
 * The pg client of the engine's pool: it listens for 'error' from birth. A connection whose backend is terminated
 * (pg_terminate_backend, a PostgreSQL restart) reports it as an 'error' event, also at moments when neither the
 * pool nor the code that borrowed it listens; unheard, that event ends the process (found by the dropped-connection
 * drill). The statement in flight fails on its own and the pool discards the connection.
 */
export class GuardedPgClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
