import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import type { HistoryRow } from '../runtime/history-rows.js';
import { HistoryUpcasting } from './history-upcasters.js';
import type { StoredHistoryEvent } from './history-upcaster.js';
import { partitionSql } from '../runtime/partition.js';

/** A history event in the current shape, with its place in the instance's history. */
export interface SequencedHistoryEvent extends HistoryRow {
  sequence: number;
}

interface StoredRow {
  sequence: string;
  schema_version: number;
  stored_event: StoredHistoryEvent;
}

/** Reads the history of instances, whichever engine version wrote it. */
@Injectable()
export class HistoryEvents {
  constructor(
    private readonly pg: PgPool,
    private readonly upcasting: HistoryUpcasting,
  ) {}

  /** The instance's events in the order they happened; throws UnreadableHistoryEventError for one it cannot read. */
  async ofInstance(processInstanceKey: string): Promise<SequencedHistoryEvent[]> {
    const rows = await this.pg.query<StoredRow>(
      `select sequence::text as sequence, schema_version, stored_event
         from history_event h where h.process_instance_key = $1 and h.partition_id = ${partitionSql('$1')} order by h.sequence`,
      [processInstanceKey],
    );
    return rows.map((row) => ({
      ...this.upcasting.read(row.schema_version, row.stored_event, `History event ${row.sequence} of process instance ${processInstanceKey}`),
      sequence: Number(row.sequence),
    }));
  }
}
