import { Injectable } from '@nestjs/common';
import type { FormResult, SearchQueryResponse, UserTaskResult, VariableSearchResult } from '@baton/api-contract';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { notFound } from '../http/problem-detail.js';
import { runSearch, type SearchRequestBody } from '../query/search-query.js';
import { FORM_RESULT_COLUMNS, type FormResultRow, toFormResult } from '../forms/form-link-sql.js';
import { linkedForms, TASK_FORM_LINK_COLUMNS, type TaskFormLink } from './linked-form.js';
import { toUserTaskResult, USER_TASK_FROM, USER_TASK_SEARCH, USER_TASK_SELECT, type UserTaskRow } from './user-task-search.js';
import { toVariableSearchResult } from '../query/variable-search-result.js';
import { effectiveTaskVariablesSearch, taskVariablesSearch } from './user-task-variables.js';
import { partitionSql } from '../runtime/partition.js';

const taskNotFound = (key: string) => notFound(`User task with key '${key}' was not found`);

/** Reads of user tasks, their forms and the variables they see; every key given here is already validated. */
@Injectable()
export class UserTaskQueries {
  constructor(
    private readonly definitions: ProcessDefinitionRepository,
    private readonly pg: PgPool,
  ) {}

  async search(body: SearchRequestBody | undefined): Promise<SearchQueryResponse<UserTaskResult>> {
    const page = await runSearch(this.pg, USER_TASK_SEARCH, body, 'user task', (row: UserTaskRow) => row);
    const formKeys = await this.formKeys(page.items);
    return { ...page, items: await Promise.all(page.items.map((row) => this.toResult(row, formKeys.get(row.key) ?? null))) };
  }

  /** The task and its revision (its ETag). */
  async get(key: string): Promise<{ task: UserTaskResult; revision: number }> {
    const row = await this.require(key);
    const formKeys = await this.formKeys([row]);
    return { task: await this.toResult(row, formKeys.get(key) ?? null), revision: row.revision };
  }

  /** The linked Camunda form, or the form embedded in the process; null when the task has neither. */
  async form(key: string): Promise<FormResult | null> {
    const [task] = await this.pg.query<TaskFormLink & { embedded_form_id: string | null }>(
      `select ${TASK_FORM_LINK_COLUMNS}, u.embedded_form_id from user_task u where u.key = $1 and u.partition_id = ${partitionSql('$1')}`,
      [key],
    );
    if (!task) throw taskNotFound(key);
    if (task.embedded_form_id !== null) return this.embeddedForm(task.process_definition_key, task.embedded_form_id);
    if (task.form_id === null) return null;
    const [form] = await linkedForms<FormResultRow>(this.pg, FORM_RESULT_COLUMNS, [task]);
    if (!form) throw notFound(`Form '${task.form_id}' of user task '${key}' was not found (bindingType '${task.form_binding}'); deploy it as a .form resource`);
    return toFormResult(form);
  }

  /**
   * A job-worker task's form lives in its process (`zeebe:userTaskForm`), not in a deployed form of its own: it is
   * answered as a version of that process definition, whose key and version it carries.
   */
  private async embeddedForm(processDefinitionKey: string, formId: string): Promise<FormResult> {
    const definition = await this.definitions.findByKey(processDefinitionKey);
    const schema = definition?.executable.embeddedForms?.[formId];
    if (!definition || schema === undefined) throw notFound(`Form '${formId}' embedded in process definition '${processDefinitionKey}' was not found`);
    return { tenantId: definition.tenantId, formId, schema, version: definition.version, formKey: definition.key };
  }

  /** `effective`: one variable per name, from the innermost scope; otherwise one per scope that sets it. */
  async variables(key: string, body: SearchRequestBody | undefined, truncate: boolean, effective: boolean): Promise<SearchQueryResponse<VariableSearchResult>> {
    const task = { userTaskKey: key, processInstanceKey: (await this.require(key)).process_instance_key };
    const spec = effective ? effectiveTaskVariablesSearch(task) : taskVariablesSearch(task);
    return runSearch(this.pg, spec, body, 'user task variable', toVariableSearchResult(truncate));
  }

  private async require(key: string): Promise<UserTaskRow> {
    const [row] = await this.pg.query<UserTaskRow>(
      `select ${USER_TASK_SELECT} from ${USER_TASK_FROM} where u.key = $1 and u.partition_id = ${partitionSql('$1')}`,
      [key],
    );
    if (!row) throw taskNotFound(key);
    return row;
  }

  /**
   * The linked form of each task, resolved for the page's tasks only: in the search's select list it would be
   * resolved for every row an offset skips as well (PostgreSQL projects before it skips).
   */
  private async formKeys(tasks: readonly UserTaskRow[]): Promise<Map<string, string>> {
    const linking = tasks.filter((task) => task.form_id !== null);
    if (linking.length === 0) return new Map();
    const rows = await linkedForms<{ form_key: string }>(this.pg, 'f.key::text as form_key', linking);
    return new Map(rows.map((row) => [row.task_key, row.form_key]));
  }

  /** The element's name comes from the compiled model, which the repository keeps in memory. */
  private async toResult(row: UserTaskRow, formKey: string | null): Promise<UserTaskResult> {
    const definition = await this.definitions.findByKey(row.process_definition_key);
    return toUserTaskResult(row, definition?.executable.elements[row.element_id]?.name ?? null, formKey);
  }
}
