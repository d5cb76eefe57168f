import type { FormResult } from '@baton/api-contract';

/** SQL expressions (columns or parameters) naming a form link: which form, how it is bound, and what it belongs to. */
export interface FormLinkSql {
  formId: string;
  /** 'latest', 'deployment' or 'versionTag'. */
  bindingType: string;
  versionTag: string;
  processDefinitionKey: string;
  tenantId: string;
  /** With `latest`, versions deployed after this time count only when no older one exists; null: the latest, always. */
  createdAt: string | null;
}

/**
 * The Camunda form a `zeebe:formDefinition formId` links, resolved by its binding type as Zeebe does:
 * - `latest`: the latest version (deployed by `createdAt`, when given);
 * - `deployment`: the version deployed together with the process definition;
 * - `versionTag`: the latest version carrying the version tag the model names.
 *
 * `columns` are read from `form f`. Yields no row when nothing matches.
 */
export function formLinkSql(columns: string, link: FormLinkSql): string {
  const later = link.createdAt === null ? '' : `(${link.bindingType} = 'latest' and f.created_at > ${link.createdAt}), `;
  return `select ${columns} from form f
     where ${link.formId} is not null and f.tenant_id = ${link.tenantId} and f.form_id = ${link.formId} and f.deleted_at is null
       and case ${link.bindingType}
             when 'deployment' then exists (
               select 1 from deployment_form df join process_definition pd on pd.deployment_key = df.deployment_key
                where pd.key = ${link.processDefinitionKey} and df.form_key = f.key)
             when 'versionTag' then f.version_tag = ${link.versionTag}
             else true
           end
     order by ${later}f.version desc
     limit 1`;
}

/** The columns {@link formLinkSql} reads for a whole {@link FormResult}, and the row they give. */
export const FORM_RESULT_COLUMNS = 'f.key::text as key, f.form_id, f.version, f.schema, f.tenant_id';

export interface FormResultRow {
  key: string;
  form_id: string;
  version: number;
  schema: string;
  tenant_id: string;
}

export const toFormResult = (row: FormResultRow): FormResult => ({
  tenantId: row.tenant_id,
  formId: row.form_id,
  schema: row.schema,
  version: row.version,
  formKey: row.key,
});
