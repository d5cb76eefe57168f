import type { SearchQueryable } from '../query/search-query.js';
import { formLinkSql } from '../forms/form-link-sql.js';

/** What a user task's form link is resolved from: the task row's own columns. */
export interface TaskFormLink {
  readonly key: string;
  readonly form_id: string | null;
  readonly form_binding: string | null;
  readonly element_id: string;
  readonly process_definition_key: string;
  readonly tenant_id: string;
  readonly created_at: Date;
}

/** The columns of `user_task u` a {@link TaskFormLink} is read from. */
export const TASK_FORM_LINK_COLUMNS = `u.key::text as key, u.form_id, u.form_binding, u.element_id,
  u.process_definition_key::text as process_definition_key, u.tenant_id, u.created_at`;

/**
 * The Camunda form each user task links with `zeebe:formDefinition formId`, resolved as Zeebe does when it creates
 * the task: with `latest`, a later version does not change the form of a task already open (a form deployed only
 * after the task is still found). `columns` are read from `form f`; a task whose form is not found has no row.
 *
 * The tasks' link comes in as parameters, not from `user_task`: the statement reads reference tables only, which
 * Citus runs on one node, where a subquery over the forms correlated with a distributed task row is refused.
 */
export function linkedForms<T>(pg: SearchQueryable, columns: string, tasks: readonly TaskFormLink[]): Promise<(T & { task_key: string })[]> {
  const linked = formLinkSql(columns, {
    formId: 't.form_id',
    bindingType: 't.form_binding',
    versionTag: `(select pd.executable->'elements'->t.element_id->'userTask'->'form'->>'versionTag'
                 from process_definition pd where pd.key = t.process_definition_key)`,
    processDefinitionKey: 't.process_definition_key',
    tenantId: 't.tenant_id',
    createdAt: 't.created_at',
  });
  return pg.query(
    `select t.key::text as task_key, lf.*
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::timestamptz[])
            as t(key, form_id, form_binding, element_id, process_definition_key, tenant_id, created_at)
      cross join lateral (${linked}) lf`,
    [
      tasks.map((task) => task.key),
      tasks.map((task) => task.form_id),
      tasks.map((task) => task.form_binding),
      tasks.map((task) => task.element_id),
      tasks.map((task) => task.process_definition_key),
      tasks.map((task) => task.tenant_id),
      tasks.map((task) => task.created_at),
    ],
  );
}
