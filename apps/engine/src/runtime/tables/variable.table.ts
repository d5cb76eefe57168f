import type { JsonValue } from '@baton/feel';
import type { Variable } from '@baton/runtime';
import { text } from '../row-values.js';
import { column, KEY, TEXT, type RowOf } from './column.js';
import { instanceTable } from './instance-table.js';

const COLUMNS = { key: KEY, process_instance_key: KEY, scope_key: KEY, name: TEXT, value: column<JsonValue>('jsonb') };

export type VariableRow = RowOf<typeof COLUMNS>;

/**
 * Variables: the load reaches only those of live element instances (two index lookups), so a command's cost does not
 * grow with the scopes an instance has finished.
 */
export const VARIABLE_TABLE = instanceTable({
  name: 'variable',
  field: 'variables',
  prefix: 'variable',
  columns: COLUMNS,
  live: { column: 'scope_key', inLiveElement: true },
  conflict: ['value'],
  insertFrom: 'elements',
  state: {
    *items(state) {
      for (const scope of state.variables.values()) yield* scope.values();
    },
    put(state, variable) {
      let scope = state.variables.get(variable.scopeKey);
      if (!scope) state.variables.set(variable.scopeKey, (scope = new Map()));
      scope.set(variable.name, variable);
    },
  },
  fromRow: (row: VariableRow): Variable => ({ key: text(row.key), scopeKey: text(row.scope_key), name: row.name, value: row.value }),
  toRow: (variable, identity) => ({
    key: variable.key,
    process_instance_key: identity.processInstanceKey,
    scope_key: variable.scopeKey,
    name: variable.name,
    value: variable.value,
  }),
});
