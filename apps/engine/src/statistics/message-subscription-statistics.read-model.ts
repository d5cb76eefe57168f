import { Injectable } from '@nestjs/common';
import {
  SEARCH_DEFAULT_LIMIT,
  type MessageSubscriptionStatisticsQuery,
  type MessageSubscriptionStatisticsResult,
  type SearchQueryResponse,
} from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { MESSAGE_SUBSCRIPTION_SEARCH } from '../messages/message-subscription.read-model.js';
import { decodeCursor, encodeCursor } from '../query/search/cursor.js';
import { filteredRows, underSearchLimits } from '../query/search-query.js';

/** The fingerprint of this aggregate's cursors, so that a cursor of another search is refused. */
const CURSOR_SORT = 'messageSubscriptionStatistics:processDefinitionKey';

interface Row {
  process_definition_id: string;
  tenant_id: string;
  process_definition_key: string;
  instances: string;
  subscriptions: string;
  total_groups: string;
}

/**
 * Open message subscriptions of running instances, counted per process version, over what the subscription search's
 * filter selects; paged forward by a cursor on the version's key. A message start event's subscription belongs to no
 * instance and is not counted, as in Camunda.
 */
@Injectable()
export class MessageSubscriptionStatisticsReadModel {
  constructor(private readonly pg: PgPool) {}

  async perDefinition(request: MessageSubscriptionStatisticsQuery | undefined): Promise<SearchQueryResponse<MessageSubscriptionStatisticsResult>> {
    const { conditions, params } = filteredRows(MESSAGE_SUBSCRIPTION_SEARCH, request?.filter, 'message subscription');
    const where = [...conditions, 's.process_instance_key is not null'].map((condition) => `(${condition})`).join(' and ');
    const limit = request?.page?.limit ?? SEARCH_DEFAULT_LIMIT;
    const after = request?.page?.after;
    const afterKey = after === undefined ? null : decodeCursor(after, 'page.after', 1, CURSOR_SORT)[0];
    params.push(afterKey);
    const rows = await underSearchLimits(this.pg, (statements) =>
      statements.query<Row>(
        `select * from (
           select s.bpmn_process_id as process_definition_id, s.tenant_id, s.process_definition_key::text as process_definition_key,
             count(distinct s.process_instance_key) as instances, count(*) as subscriptions, count(*) over () as total_groups
           from ${MESSAGE_SUBSCRIPTION_SEARCH.from} where ${where}
           group by s.bpmn_process_id, s.tenant_id, s.process_definition_key
         ) g where $${params.length}::bigint is null or g.process_definition_key::bigint > $${params.length}::bigint
         order by g.process_definition_key::bigint limit ${limit}`,
        params,
      ),
    );
    const cursor = (row: Row | undefined) => (row ? encodeCursor([row.process_definition_key], CURSOR_SORT) : null);
    return {
      items: rows.map((row) => ({
        processDefinitionId: row.process_definition_id,
        tenantId: row.tenant_id,
        processDefinitionKey: row.process_definition_key,
        processInstancesWithActiveSubscriptions: Number(row.instances),
        activeSubscriptions: Number(row.subscriptions),
      })),
      page: {
        totalItems: Number(rows[0]?.total_groups ?? 0),
        hasMoreTotalItems: false,
        startCursor: cursor(rows[0]),
        endCursor: cursor(rows[rows.length - 1]),
      },
    };
  }
}
