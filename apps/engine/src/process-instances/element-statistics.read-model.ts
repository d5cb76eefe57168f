import { Injectable } from '@nestjs/common';
import type { ProcessElementStatisticsQueryResult, ProcessElementStatisticsResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { requireRow } from '../query/require-row.js';
import { filteredRows, underSearchLimits } from '../query/search-query.js';
import { processInstanceSearchFor } from './process-instance.read-model.js';
import { partitionSql } from '../runtime/partition.js';

/**
 * Element instances counted per element, as Operate's diagram overlays show them. A multi-instance activity counts its
 * inner instances (its body would count the same activity twice); the process's own row is no element, nor the
 * inner instance around each activation of an ad-hoc sub-process (no diagram element: its activity counts).
 */
const COUNTS = `e.element_id,
  count(*) filter (where e.end_date is null)::int as active,
  count(*) filter (where e.state = 'TERMINATED')::int as canceled,
  count(*) filter (where e.end_date is null and e.incident_key is not null)::int as incidents,
  count(*) filter (where e.state = 'COMPLETED')::int as completed`;
const ELEMENTS = `e.element_type not in ('PROCESS', 'MULTI_INSTANCE_BODY', 'AD_HOC_SUB_PROCESS_INNER_INSTANCE')`;

interface CountRow {
  element_id: string;
  active: number;
  canceled: number;
  incidents: number;
  completed: number;
}

const toResult = (row: CountRow): ProcessElementStatisticsResult => ({
  elementId: row.element_id,
  active: row.active,
  canceled: row.canceled,
  incidents: row.incidents,
  completed: row.completed,
});

/** Element instances counted per element, for one instance or over a definition's instances. */
@Injectable()
export class ElementStatisticsReadModel {
  constructor(private readonly pg: PgPool) {}

  async ofInstance(processInstanceKey: string): Promise<ProcessElementStatisticsQueryResult> {
    await requireRow(
      this.pg,
      `select key::text from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`,
      [processInstanceKey],
      `Process instance with key '${processInstanceKey}' was not found`,
    );
    const rows = await this.pg.query<CountRow>(
      `select ${COUNTS} from element_instance e
        where e.process_instance_key = $1 and e.partition_id = ${partitionSql('$1')} and ${ELEMENTS} group by e.element_id order by e.element_id`,
      [processInstanceKey],
    );
    return { items: rows.map(toResult) };
  }

  /** Over the definition's instances that the filter (the instance search's, without the definition fields) selects. */
  async ofDefinition(processDefinitionKey: string, filter: unknown): Promise<ProcessElementStatisticsQueryResult> {
    const missing = `Process definition with key '${processDefinitionKey}' was not found`;
    await requireRow(this.pg, 'select key::text from process_definition where key = $1', [processDefinitionKey], missing);
    const search = await processInstanceSearchFor(this.pg, { filter });
    const { conditions, params } = filteredRows(search, filter, 'process instance');
    params.push(processDefinitionKey);
    const where = [...conditions, `p.process_definition_key = $${params.length}::bigint`, ELEMENTS].map((condition) => `(${condition})`).join(' and ');
    // The filter is the caller's: the statement is limited as a search is.
    const rows = await underSearchLimits(this.pg, (statements) =>
      statements.query<CountRow>(
        `select ${COUNTS} from ${search.from} join element_instance e on e.process_instance_key = p.key and e.partition_id = p.partition_id
          where ${where} group by e.element_id order by e.element_id`,
        params,
      ),
    );
    return { items: rows.map(toResult) };
  }
}
