import type { ExecutableLinkedForm, ExecutableProcess } from '@baton/bpmn-model';
import type { FormResult } from '@baton/api-contract';
import type { PgPool } from '../database/pg-pool.js';
import { FORM_RESULT_COLUMNS, type FormResultRow, formLinkSql, toFormResult } from '../forms/form-link-sql.js';
import { notFound } from '../http/problem-detail.js';
import type { ProcessDefinition } from './process-definition.js';

/** The form linked on the process's none start event (`zeebe:formDefinition formId`), if any. */
export function startFormLink(process: ExecutableProcess): ExecutableLinkedForm | null {
  const startEventId = process.elements[process.id]?.noneStartEventId;
  return (startEventId && process.elements[startEventId]?.startForm) || null;
}

/** SQL over a `process_definition d` row: whether its none start event links a form (the search's `hasStartForm`). */
export const HAS_START_FORM_SQL = `coalesce(d.executable->'elements'->(d.executable->'elements'->d.bpmn_process_id->>'noneStartEventId') ? 'startForm', false)`;

/** The deployed form the start event links, resolved by its binding type; null when it links none, 404 when it is not deployed. */
export async function resolveStartForm(pg: PgPool, definition: ProcessDefinition): Promise<FormResult | null> {
  const link = startFormLink(definition.executable);
  if (!link) return null;
  const sql = formLinkSql(FORM_RESULT_COLUMNS, {
    formId: '$1::text',
    bindingType: '$2::text',
    versionTag: '$3::text',
    processDefinitionKey: '$4::bigint',
    tenantId: '$5::text',
    createdAt: null,
  });
  const [form] = await pg.query<FormResultRow>(sql, [link.formId, link.bindingType, link.versionTag, definition.key, definition.tenantId]);
  if (!form) {
    throw notFound(
      `Form '${link.formId}' of the start event of process definition '${definition.key}' was not found (bindingType '${link.bindingType}'); deploy it as a .form resource`,
    );
  }
  return toFormResult(form);
}
