import type { SearchField } from './search-query.js';

/**
 * The fields by which a row of an instance's work (a job, an incident, a subscription, a correlation) names where it
 * belongs, each in the column of the same name on every such table: one definition for every search that offers them.
 */
const INSTANCE_REFERENCES = {
  processDefinitionId: { column: 'bpmn_process_id', type: 'string' },
  processDefinitionKey: { column: 'process_definition_key', type: 'key' },
  processInstanceKey: { column: 'process_instance_key', type: 'key' },
  elementId: { column: 'element_id', type: 'string' },
  elementInstanceKey: { column: 'element_instance_key', type: 'key' },
  tenantId: { column: 'tenant_id', type: 'string' },
} as const satisfies Record<string, SearchField>;

export type InstanceReference = keyof typeof INSTANCE_REFERENCES;

/** The filter fields `names` on the table aliased `alias`, in the order given (an unknown field's 400 lists them so). */
export function referenceFilters(alias: string, ...names: InstanceReference[]): Record<string, SearchField> {
  return Object.fromEntries(names.map((name) => [name, { ...INSTANCE_REFERENCES[name], column: `${alias}.${INSTANCE_REFERENCES[name].column}` }]));
}

/** The references that are keys of the row's own instance, which name its partition in their top bits. */
const INSTANCE_KEYS: ReadonlySet<InstanceReference> = new Set(['processInstanceKey', 'elementInstanceKey']);

/**
 * As {@link referenceFilters}, on an instance-scoped table (with `partition_id`): a filter equal to a key of the row's
 * instance pins the row's partition too, so that Citus reads one shard.
 */
export function instanceRowReferenceFilters(alias: string, ...names: InstanceReference[]): Record<string, SearchField> {
  return Object.fromEntries(
    Object.entries(referenceFilters(alias, ...names)).map(([name, field]) => [
      name,
      INSTANCE_KEYS.has(name as InstanceReference) ? { ...field, partitionColumn: `${alias}.partition_id` } : field,
    ]),
  );
}

/** The sort fields `names` on the table aliased `alias`, in the order given. */
export function referenceSortFields(alias: string, ...names: InstanceReference[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `${alias}.${INSTANCE_REFERENCES[name].column}`]));
}
