import type { IncidentResult, ProcessInstanceResult } from '@baton/api-contract';
import { operationsApi } from '../api/operations-api';
import { useLoader } from '@baton/web-client';
import type { InstanceTrace } from './instance-decoration';

/** Everything the instance view's header and diagram show, read together. */
export interface InstanceSnapshot extends InstanceTrace {
  instance: ProcessInstanceResult;
  incidents: IncidentResult[];
}

/** How often an open instance is read again: tokens move on the diagram without a reload. */
export const INSTANCE_POLL_MS = 1500;

async function loadSnapshot(key: string): Promise<InstanceSnapshot> {
  const [instance, statistics, flows, elementInstances, incidents] = await Promise.all([
    operationsApi.instance(key),
    operationsApi.instanceStatistics(key),
    operationsApi.sequenceFlows(key),
    operationsApi.elementInstances(key),
    operationsApi.incidents(key),
  ]);
  return { instance, statistics: statistics.items, takenFlows: flows.items.map((flow) => flow.elementId), elementInstances, incidents };
}

export const useInstanceSnapshot = (key: string) => useLoader(() => loadSnapshot(key), key, INSTANCE_POLL_MS);
