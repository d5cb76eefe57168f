import { Controller, Get, Param } from '@nestjs/common';
import type { HistoryEventDto, ProcessInstanceHistoryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { notFound } from '../http/problem-detail.js';

interface HistoryRow {
  sequence: string;
  type: string;
  element_id: string | null;
  element_instance_key: string | null;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** The audit trail of one instance, in the order things happened. */
@Controller('baton/v1/process-instances')
export class HistoryController {
  constructor(private readonly pg: PgPool) {}

  @Get(':key/history')
  async history(@Param('key') processInstanceKey: string): Promise<ProcessInstanceHistoryResponse> {
    const rows = await this.pg.query<HistoryRow>(
      `select sequence::text as sequence, type, element_id, element_instance_key::text as element_instance_key, payload, created_at
         from history_event h where h.process_instance_key = $1 order by h.sequence`,
      [processInstanceKey],
    );
    if (rows.length === 0) {
      const [exists] = await this.pg.query(`select 1 from process_instance where key = $1`, [processInstanceKey]);
      if (!exists) throw notFound(`Process instance with key '${processInstanceKey}' was not found`);
    }
    const items: HistoryEventDto[] = rows.map((row) => ({
      processInstanceKey,
      sequence: Number(row.sequence),
      type: row.type,
      elementId: row.element_id,
      elementInstanceKey: row.element_instance_key,
      timestamp: row.created_at.toISOString(),
      payload: row.payload,
    }));
    return { items };
  }
}
