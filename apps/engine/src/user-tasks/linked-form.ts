/**
 * The Camunda form a user task links with `zeebe:formDefinition formId`, resolved by its binding type as Zeebe
 * does when it creates the task:
 * - `latest`: the latest version deployed by the time the task was created (a later version does not change
 *   the form of a task already open; a form deployed only after the task is still found);
 * - `deployment`: the version deployed together with the task's process definition;
 * - `versionTag`: the latest version carrying the version tag the model names.
 *
 * SQL over a `user_task u` row; `columns` are read from `form f`. Yields no row when nothing matches.
 */
export function linkedFormSql(columns: string): string {
  return `select ${columns} from form f
     where u.form_id is not null and f.tenant_id = u.tenant_id and f.form_id = u.form_id
       and case u.form_binding
             when 'deployment' then exists (
               select 1 from deployment_form df join process_definition pd on pd.deployment_key = df.deployment_key
                where pd.key = u.process_definition_key and df.form_key = f.key)
             when 'versionTag' then f.version_tag = (
               select pd.executable->'elements'->u.element_id->'userTask'->'form'->>'versionTag'
                 from process_definition pd where pd.key = u.process_definition_key)
             else true
           end
     order by (u.form_binding = 'latest' and f.created_at > u.created_at), f.version desc
     limit 1`;
}
