import { suspensionFromRow } from './suspension-row.js';
import type { ExecutableProcess } from '@baton/bpmn-model';
import { emptyInstanceState, type Incident, type ParentInstance } from '@baton/runtime';
import { stringifyJson } from '../json/json-codec.js';
import type { LoadedInstance } from './loaded-instance.js';
import { INCIDENT_TABLE, type IncidentRow } from './tables/incident.table.js';
import type { InstanceIdentity } from './tables/instance-identity.js';
import { DIFFED_TABLES, type KeptObjects, type LoadRow } from './tables/instance-tables.js';
import type { InstanceHead } from './tables/process-instance.head.js';

/** An instance this process's write kept: its objects as they are, its rows' text as the snapshot. */
export async function loadedFromKept(
  head: InstanceHead,
  snapshot: Map<string, string>,
  objects: KeptObjects,
  processOf: (definitionKey: string) => Promise<ExecutableProcess>,
): Promise<LoadedInstance> {
  const loaded = await emptyLoaded(head, processOf, snapshot);
  const { state } = loaded;
  for (const table of DIFFED_TABLES) for (const item of objects[table.field] as readonly { key: string }[]) table.state.put(state, item);
  for (const incident of objects.incidents) openIncident(loaded, incident);
  return loaded;
}

function openIncident(loaded: LoadedInstance, incident: Incident): void {
  loaded.state.incidents.set(incident.key, incident);
  loaded.loadedIncidents.set(incident.key, incident);
}

/** The instance with its identity, parent and graph, and no element, variable or job yet. */
async function emptyLoaded(
  row: InstanceHead,
  processOf: (definitionKey: string) => Promise<ExecutableProcess>,
  snapshot: Map<string, string>,
): Promise<LoadedInstance> {
  const identity: InstanceIdentity = {
    processInstanceKey: row.key,
    processDefinitionKey: row.process_definition_key,
    bpmnProcessId: row.bpmn_process_id,
    version: row.version,
    tenantId: row.tenant_id,
  };
  const parent: ParentInstance | null =
    row.parent_process_instance_key && row.parent_element_instance_key
      ? {
          processInstanceKey: row.parent_process_instance_key,
          elementInstanceKey: row.parent_element_instance_key,
          rootProcessInstanceKey: row.root_process_instance_key ?? row.parent_process_instance_key,
        }
      : null;
  const state = emptyInstanceState(
    identity.processInstanceKey,
    identity.processDefinitionKey,
    identity.version,
    await processOf(identity.processDefinitionKey),
    parent,
  );
  state.terminateAfterElementIds = row.terminate_after_element_ids ?? [];
  state.suspension = suspensionFromRow(row.suspension);
  return { identity, state, revision: row.revision, snapshot, loadedIncidents: new Map(), tags: row.tags, businessId: row.business_id };
}

/**
 * An instance as a read returned it; each row's text in the snapshot is its domain object's row, as a write would
 * send it (a row read from the database has its keys reordered by jsonb and its bigints as numbers).
 */
export async function loadedFromRow(row: LoadRow, processOf: (definitionKey: string) => Promise<ExecutableProcess>): Promise<LoadedInstance> {
  const loaded = await emptyLoaded(row, processOf, new Map());
  const { identity, state, snapshot } = loaded;
  for (const table of DIFFED_TABLES) {
    for (const read of row[table.field] as readonly Record<string, unknown>[]) {
      const item = table.fromRow(read);
      table.state.put(state, item);
      snapshot.set(`${table.prefix}:${item.key}`, stringifyJson(table.toRow(item, identity)));
    }
  }
  for (const incidentRow of row.incidents as IncidentRow[]) openIncident(loaded, INCIDENT_TABLE.fromRow(incidentRow));
  return loaded;
}
