import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH } from '../common.js';
import { compileRouteValidator, MAX_FIELD_PROBLEMS, type RequestParts } from './request-validator.js';
import { API_ROUTES } from './route-table.js';

const validatorOf = (operationId: string) => {
  const route = API_ROUTES.find((candidate) => candidate.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return compileRouteValidator(route);
};
const parts = (overrides: Partial<RequestParts>): RequestParts => ({ params: {}, query: {}, body: undefined, ...overrides });

describe('compileRouteValidator', () => {
  it('takes keys within the int64 range and refuses the rest, naming the parameter', () => {
    const validator = validatorOf('getProcessInstance');
    for (const key of ['0', '1', '9223372036854775807', '-9223372036854775808']) {
      expect(validator.validate(parts({ params: { processInstanceKey: key } })), key).toEqual([]);
    }
    for (const key of ['9223372036854775808', '-9223372036854775809', '99999999999999999999', '1.5', 'abc', '']) {
      const problems = validator.validate(parts({ params: { processInstanceKey: key } }));
      expect(
        problems.map((problem) => problem.field),
        key,
      ).toEqual(['processInstanceKey']);
    }
  });

  it('bounds stored names in UTF-16 units, as Camunda counts them, quoting a long value without splitting a pair', () => {
    const validator = validatorOf('publishMessage');
    expect(validator.validate(parts({ body: { name: '💥'.repeat(NAME_MAX_LENGTH / 2), correlationKey: 'é'.repeat(NAME_MAX_LENGTH) } }))).toEqual([]);

    const problems = validator.validate(parts({ body: { name: '💥'.repeat(NAME_MAX_LENGTH / 2 + 1), messageId: 'm'.repeat(NAME_MAX_LENGTH + 1) } }));
    expect(problems.map((problem) => problem.field)).toEqual(['name', 'messageId']);
    expect(problems[0]?.message).toBe(`must NOT have more than ${NAME_MAX_LENGTH} characters, but was '${'💥'.repeat(28)}...'`);
  });

  it('lists the first MAX_FIELD_PROBLEMS problems of a body and counts the rest, quickly for 10,000 wrong items', () => {
    const body = { filter: { processInstanceKey: { $in: Array(10_000).fill('x') } } };

    const started = performance.now();
    const problems = validatorOf('searchProcessInstances').validate(parts({ body }));

    expect(problems).toHaveLength(MAX_FIELD_PROBLEMS + 1);
    expect(problems[0]?.field).toBe('filter.processInstanceKey.$in[0]');
    expect(problems.at(-1)).toEqual({ field: '', message: `and ${10_000 - MAX_FIELD_PROBLEMS} more problems` });
    // Seconds (a search of every error for each error) before; a few hundred ms now, on a busy machine.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('rewrites enums matched in any case to their canonical spelling', () => {
    const body = { filter: { state: { $in: ['active', 'Completed'] } }, sort: [{ field: 'startDate', order: 'desc' }] };
    expect(validatorOf('searchProcessInstances').validate(parts({ body }))).toEqual([]);
    expect(body).toEqual({ filter: { state: { $in: ['ACTIVE', 'COMPLETED'] } }, sort: [{ field: 'startDate', order: 'DESC' }] });
  });

  it('matches sort fields exactly', () => {
    const problems = validatorOf('searchProcessInstances').validate(parts({ body: { sort: [{ field: 'startdate' }] } }));
    expect(problems.map((problem) => problem.field)).toEqual(['sort[0].field']);
  });

  it('reports every problem at once with dotted paths', () => {
    const body = { changeset: { retries: 'x', timeout: -1, extra: 1 }, operationReference: 0 };
    const problems = validatorOf('updateJob').validate(parts({ params: { jobKey: 'k' }, body }));
    expect(problems.map((problem) => problem.field).sort()).toEqual([
      'changeset.extra',
      'changeset.retries',
      'changeset.timeout',
      'jobKey',
      'operationReference',
    ]);
  });

  it('folds the branch complaints of a filter value that matches no form into one problem', () => {
    const problems = validatorOf('searchJobs').validate(parts({ body: { filter: { retries: 'three' } } }));
    expect(problems).toEqual([{ field: 'filter.retries', message: `does not match any allowed form, was 'three'` }]);
  });

  it('asks for a required body and refuses a body where none is taken', () => {
    expect(validatorOf('activateJobs').validate(parts({}))).toEqual([{ field: '', message: 'The request body is required' }]);
    expect(validatorOf('searchJobs').validate(parts({}))).toEqual([]);
    expect(validatorOf('getTopology').validate(parts({ body: { a: 1 } }))).toEqual([{ field: '', message: 'This request takes no body' }]);
  });

  it('coerces query values to the schema type', () => {
    const query: Record<string, unknown> = { truncateValues: 'false' };
    expect(validatorOf('searchVariables').validate(parts({ query }))).toEqual([]);
    expect(query.truncateValues).toBe(false);
    expect(
      validatorOf('searchVariables')
        .validate(parts({ query: { truncateValues: 'maybe' } }))
        .map((problem) => problem.field),
    ).toEqual(['truncateValues']);
  });
});
