/**
 * Keeps the user task and form types of @baton/api-contract equal to the official client's: the compile-time
 * assertions fail `tsc` (npx tsc -p tsconfig.json --noEmit) when a field is missing, extra, optional or nullable
 * on one side only; the run-time test checks the state list against the client's zod enum.
 */
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as C from '@camunda8/orchestration-cluster-api';
import { USER_TASK_SORT_FIELDS, USER_TASK_STATES, type FormResult, type UserTaskResult } from '@baton/api-contract';
import type * as B from '@baton/api-contract';
import { describe, expect, it } from 'vitest';

type Equals<X, Y> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? true : false;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type OptionalKeys<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? K : never }[keyof T];
type RequiredKeys<T> = Exclude<keyof T, OptionalKeys<T>>;
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];
type SameKeys<Ours, Theirs> = [
  Equals<RequiredKeys<Ours>, RequiredKeys<Theirs>>,
  Equals<OptionalKeys<Ours>, OptionalKeys<Theirs>>,
  Equals<NullableKeys<Ours>, NullableKeys<Theirs>>,
] extends [true, true, true]
  ? true
  : {
      requiredOnlyInOurs: Exclude<RequiredKeys<Ours>, RequiredKeys<Theirs>>;
      requiredOnlyInCamunda: Exclude<RequiredKeys<Theirs>, RequiredKeys<Ours>>;
      optionalOnlyInOurs: Exclude<OptionalKeys<Ours>, OptionalKeys<Theirs>>;
      optionalOnlyInCamunda: Exclude<OptionalKeys<Theirs>, OptionalKeys<Ours>>;
      nullableOnlyInOurs: Exclude<NullableKeys<Ours>, NullableKeys<Theirs>>;
      nullableOnlyInCamunda: Exclude<NullableKeys<Theirs>, NullableKeys<Ours>>;
    };
type Unbrand<T> = T extends { readonly __brand: string }
  ? string
  : T extends readonly (infer U)[]
    ? Unbrand<U>[]
    : T extends object
      ? { [K in keyof T]: Unbrand<T[K]> }
      : T;
type Mutual<Ours, Theirs> = [Theirs] extends [Ours]
  ? [Ours] extends [Unbrand<Theirs>]
    ? true
    : { oursNotAssignableToCamunda: Ours }
  : { camundaNotAssignableToOurs: Theirs };
type Check<Ours, Theirs> = SameKeys<Ours, Theirs> extends true ? Mutual<Ours, Theirs> : SameKeys<Ours, Theirs>;
/** Camunda's changeset also allows (and ignores) any other attribute; ours names only the ones that matter. */
type KnownKeys<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

const typeAssertions: {
  UserTaskResult: Check<B.UserTaskResult, C.UserTaskResult>;
  UserTaskFilter: Check<B.UserTaskFilter, C.UserTaskFilter>;
  UserTaskSearchQuery: Check<B.UserTaskSearchQuery, C.UserTaskSearchQuery>;
  UserTaskSearchQueryResult: Check<B.UserTaskSearchQueryResult, C.UserTaskSearchQueryResult>;
  UserTaskSearchQuerySortRequest: Check<B.UserTaskSearchQuerySortRequest, C.UserTaskSearchQuerySortRequest>;
  AdvancedUserTaskStateFilter: Check<B.AdvancedUserTaskStateFilter, C.AdvancedUserTaskStateFilter>;
  UserTaskStateEnum: Equals<B.UserTaskStateEnum, C.UserTaskStateEnum>;
  UserTaskCompletionRequest: Check<B.UserTaskCompletionRequest, C.UserTaskCompletionRequest>;
  UserTaskAssignmentRequest: Check<B.UserTaskAssignmentRequest, C.UserTaskAssignmentRequest>;
  UserTaskChangeset: Check<B.UserTaskChangeset, KnownKeys<NonNullable<C.Changeset>>>;
  UserTaskVariableFilter: Check<B.UserTaskVariableFilter, C.UserTaskVariableFilter>;
  UserTaskVariableSearchQueryRequest: Check<B.UserTaskVariableSearchQueryRequest, C.UserTaskVariableSearchQueryRequest>;
  UserTaskEffectiveVariableSearchQueryRequest: Check<B.UserTaskEffectiveVariableSearchQueryRequest, C.UserTaskEffectiveVariableSearchQueryRequest>;
  FormResult: Check<B.FormResult, C.FormResult>;
} = {
  UserTaskResult: true,
  UserTaskFilter: true,
  UserTaskSearchQuery: true,
  UserTaskSearchQueryResult: true,
  UserTaskSearchQuerySortRequest: true,
  AdvancedUserTaskStateFilter: true,
  UserTaskStateEnum: true,
  UserTaskCompletionRequest: true,
  UserTaskAssignmentRequest: true,
  UserTaskChangeset: true,
  UserTaskVariableFilter: true,
  UserTaskVariableSearchQueryRequest: true,
  UserTaskEffectiveVariableSearchQueryRequest: true,
  FormResult: true,
};

interface SafeParser {
  safeParse(value: unknown): { success: boolean; error?: unknown };
  options?: readonly string[];
}

async function camundaZod(): Promise<Record<string, SafeParser>> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@camunda8/orchestration-cluster-api'));
  const file = readdirSync(dist).find((name) => /^zod\.gen-.*\.js$/.test(name));
  if (!file) throw new Error(`zod.gen-*.js not found in ${dist}`);
  return (await import(pathToFileURL(join(dist, file)).href)) as Record<string, SafeParser>;
}

describe('the user task contract', () => {
  it('should hold the same type shapes as the official client', () => {
    expect(Object.values(typeAssertions).every((ok) => ok === true)).toBe(true);
  });

  it('should list the same states and sort fields as the client, and type results the client accepts', async () => {
    // given
    const zod = await camundaZod();
    const task: UserTaskResult = {
      name: 'Review',
      state: 'CREATED',
      assignee: null,
      elementId: 'review',
      candidateGroups: ['finance'],
      candidateUsers: [],
      processDefinitionId: 'review-process',
      creationDate: '2024-05-01T10:00:00.000Z',
      completionDate: null,
      followUpDate: null,
      dueDate: null,
      tenantId: '<default>',
      externalFormReference: null,
      processDefinitionVersion: 1,
      customHeaders: {},
      priority: 50,
      userTaskKey: '2251799813685260',
      elementInstanceKey: '2251799813685259',
      processName: null,
      processDefinitionKey: '2251799813685248',
      processInstanceKey: '2251799813685249',
      rootProcessInstanceKey: null,
      formKey: null,
      tags: [],
    };
    const form: FormResult = { tenantId: '<default>', formId: 'review-form', schema: '{}', version: 1, formKey: '2251799813685250' };

    // then
    expect(zod.zUserTaskStateEnum?.options).toEqual([...USER_TASK_STATES]);
    expect(zod.zUserTaskResult?.safeParse(task).success).toBe(true);
    expect(zod.zFormResult?.safeParse(form).success).toBe(true);
    for (const field of USER_TASK_SORT_FIELDS) expect(zod.zUserTaskSearchQuerySortRequest?.safeParse({ field }).success).toBe(true);
    expect(zod.zUserTaskSearchQuerySortRequest?.safeParse({ field: 'elementId' }).success).toBe(false);
  });
});
