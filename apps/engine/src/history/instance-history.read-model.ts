import { Injectable } from '@nestjs/common';
import type { HistoryEventDto, ProcessInstanceHistoryResponse } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { ApiProblem, notFound } from '../http/problem-detail.js';
import { HistoryEvents, type SequencedHistoryEvent } from './history-events.js';
import { UnreadableHistoryEventError } from './history-upcasters.js';
import { partitionSql } from '../runtime/partition.js';

/** The audit trail of one instance, in the order things happened. */
@Injectable()
export class InstanceHistoryReadModel {
  constructor(
    private readonly pg: PgPool,
    private readonly historyEvents: HistoryEvents,
  ) {}

  async ofInstance(processInstanceKey: string): Promise<ProcessInstanceHistoryResponse> {
    const events = await this.read(processInstanceKey);
    if (events.length === 0) {
      const [exists] = await this.pg.query(`select 1 from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`, [processInstanceKey]);
      if (!exists) throw notFound(`Process instance with key '${processInstanceKey}' was not found`);
    }
    const items: HistoryEventDto[] = events.map((event) => ({
      processInstanceKey,
      sequence: event.sequence,
      type: event.type,
      elementId: event.elementId,
      elementInstanceKey: event.elementInstanceKey,
      timestamp: new Date(event.createdAt).toISOString(),
      payload: event.payload,
    }));
    return { items };
  }

  private async read(processInstanceKey: string): Promise<SequencedHistoryEvent[]> {
    try {
      return await this.historyEvents.ofInstance(processInstanceKey);
    } catch (error) {
      // Not a bug of this request: the data is beyond what this engine can read, and the answer says why.
      if (error instanceof UnreadableHistoryEventError) throw new ApiProblem(500, error.message, 'UNREADABLE_HISTORY');
      throw error;
    }
  }
}
