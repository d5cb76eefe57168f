import { formLinkSql } from '../forms/form-link-sql.js';

/**
 * The Camunda form a user task links with `zeebe:formDefinition formId`, resolved as Zeebe does when it creates the
 * task: with `latest`, a later version does not change the form of a task already open (a form deployed only after
 * the task is still found).
 *
 * SQL over a `user_task u` row; `columns` are read from `form f`. Yields no row when nothing matches.
 */
export function linkedFormSql(columns: string): string {
  return formLinkSql(columns, {
    formId: 'u.form_id',
    bindingType: 'u.form_binding',
    versionTag: `(select pd.executable->'elements'->u.element_id->'userTask'->'form'->>'versionTag'
                 from process_definition pd where pd.key = u.process_definition_key)`,
    processDefinitionKey: 'u.process_definition_key',
    tenantId: 'u.tenant_id',
    createdAt: 'u.created_at',
  });
}
