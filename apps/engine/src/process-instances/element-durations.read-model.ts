import { Injectable } from '@nestjs/common';
import type { ElementDurationQueryResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { requireRow } from '../query/require-row.js';
import { underSearchLimits } from '../query/search-query.js';

interface DurationRow {
  element_id: string;
  ended: number;
  average_ms: number;
  max_ms: number;
  total_ms: number;
}

/**
 * Time spent per element by a process version's ended element instances: one aggregate statement, reaching the
 * element instances through the version's instances (process_instance_definition, then element_instance_by_instance)
 * rather than scanning every element instance. A multi-instance activity is timed by its inner instances, as the
 * counts count them; the process's own row is no element, nor an ad-hoc sub-process's inner instance.
 */
const DURATIONS = `
  select e.element_id,
         count(*)::int as ended,
         avg(extract(epoch from e.end_date - e.start_date) * 1000)::float8 as average_ms,
         max(extract(epoch from e.end_date - e.start_date) * 1000)::float8 as max_ms,
         sum(extract(epoch from e.end_date - e.start_date) * 1000)::float8 as total_ms
    from process_instance p
    join element_instance e on e.process_instance_key = p.key and e.partition_id = p.partition_id
   where p.process_definition_key = $1
     and e.end_date is not null
     and e.element_type not in ('PROCESS', 'MULTI_INSTANCE_BODY', 'AD_HOC_SUB_PROCESS_INNER_INSTANCE')
   group by e.element_id
   order by e.element_id`;

@Injectable()
export class ElementDurationsReadModel {
  constructor(private readonly pg: PgPool) {}

  async ofDefinition(processDefinitionKey: string): Promise<ElementDurationQueryResult> {
    await requireRow(
      this.pg,
      'select key::text from process_definition where key = $1',
      [processDefinitionKey],
      `Process definition with key '${processDefinitionKey}' was not found`,
    );
    // A version with many instances makes this a long read: it runs under the search limits, as a search would.
    const rows = await underSearchLimits(this.pg, (statements) => statements.query<DurationRow>(DURATIONS, [processDefinitionKey]));
    return {
      items: rows.map((row) => ({
        elementId: row.element_id,
        ended: row.ended,
        averageMs: Math.round(row.average_ms),
        maxMs: Math.round(row.max_ms),
        totalMs: Math.round(row.total_ms),
      })),
    };
  }
}
