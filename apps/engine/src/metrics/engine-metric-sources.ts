import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { EngineMetrics } from './engine-metrics.js';
import { instrumentPool } from './pool-instrumentation.js';

/** Counts with a partial index each (incident_active; message is the buffer itself): cheap at every scrape. */
const OPEN_INCIDENTS_SQL = `select count(*)::int as n from incident where state = 'ACTIVE'`;
const BUFFERED_MESSAGES_SQL = `select count(*)::int as n from message`;

/**
 * Feeds the metrics that need no change to the code they observe: committed commands (jobs completed, timers
 * fired and their lag), the pool, and database-wide counts read when Prometheus scrapes.
 */
@Injectable()
export class EngineMetricSources implements OnModuleInit {
  constructor(
    private readonly metrics: EngineMetrics,
    private readonly committed: CommittedCommands,
    private readonly pg: PgPool,
    private readonly dataSource: DataSource,
    private readonly config: EngineConfig,
  ) {}

  onModuleInit(): void {
    this.committed.subscribe((outcome) => this.countCommitted(outcome));
    instrumentPool(this.dataSource, this.metrics, this.config.dbPoolSize);
    const count = async (sql: string) => (await this.pg.query<{ n: number }>(sql))[0]?.n ?? 0;
    this.metrics.gaugeOnScrape('baton_incidents_open', 'Active incidents in the database', () => count(OPEN_INCIDENTS_SQL));
    this.metrics.gaugeOnScrape('baton_message_buffer_size', 'Published messages buffered in the database (not yet expired or swept)', () =>
      count(BUFFERED_MESSAGES_SQL),
    );
  }

  private countCommitted({ loaded, events }: CommandOutcome): void {
    for (const event of events) {
      // The state after the command still holds the completed job: its kind is a map lookup away.
      if (event.type === 'JobCompleted') this.metrics.jobWasCompleted(loaded.state.jobs.get(event.jobKey)?.kind ?? 'BPMN_ELEMENT');
      else if (event.type === 'EventTriggered' && event.kind === 'timer' && event.dueAt !== null) this.metrics.timerFired(event.dueAt, event.firedAt);
    }
  }
}
