import { Injectable } from '@nestjs/common';
import type { ProcessInstanceSequenceFlowsQueryResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { HistoryEvents } from './history-events.js';
import { partitionSql } from '../runtime/partition.js';

interface InstanceRow {
  process_definition_key: string;
  root_process_instance_key: string | null;
  bpmn_process_id: string;
  tenant_id: string;
}

/**
 * The sequence flows an instance took, each once, in the order first taken, from its history. As in Camunda, an
 * unknown instance has none (this operation has no 404).
 */
@Injectable()
export class SequenceFlowsReadModel {
  constructor(
    private readonly pg: PgPool,
    private readonly historyEvents: HistoryEvents,
  ) {}

  async ofInstance(processInstanceKey: string): Promise<ProcessInstanceSequenceFlowsQueryResult> {
    const [instance] = await this.pg.query<InstanceRow>(
      `select process_definition_key::text as process_definition_key, root_process_instance_key::text as root_process_instance_key,
              bpmn_process_id, tenant_id
         from process_instance where key = $1 and partition_id = ${partitionSql('$1')}`,
      [processInstanceKey],
    );
    if (!instance) return { items: [] };
    const taken = new Set<string>();
    for (const event of await this.historyEvents.ofInstance(processInstanceKey)) {
      if (event.type === 'SequenceFlowTaken' && typeof event.payload['flowId'] === 'string') taken.add(event.payload['flowId']);
    }
    return {
      items: [...taken].map((flowId) => ({
        sequenceFlowId: `${processInstanceKey}_${flowId}`,
        processInstanceKey,
        // The root of a hierarchy is its own root, as in Camunda 8.9.
        rootProcessInstanceKey: instance.root_process_instance_key ?? processInstanceKey,
        processDefinitionKey: instance.process_definition_key,
        processDefinitionId: instance.bpmn_process_id,
        elementId: flowId,
        tenantId: instance.tenant_id,
      })),
    };
  }
}
