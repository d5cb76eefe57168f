import type { ExpressionEvaluationResult, ProblemDetail } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('POST /v2/expression/evaluation', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  const evaluate = <T = ExpressionEvaluationResult>(body: Record<string, unknown>) => http.post<T>('/v2/expression/evaluation', body);

  it('evaluates FEEL after a leading = with the variables of the request', async () => {
    const answer = await evaluate({ expression: '=x + y', variables: { x: 10, y: 20 } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ expression: '=x + y', result: 30, warnings: [] });
  });

  it("answers the official client's evaluateExpression, its request and answer checked against Camunda's schemas", async () => {
    const camunda = strictCamundaClient(engine.baseUrl);

    const answer = await camunda.evaluateExpression({ expression: '=upper case(name) + "!"', variables: { name: 'ann' } });

    expect(answer).toEqual({ expression: '=upper case(name) + "!"', result: 'ANN!', warnings: [] });
  });

  it('answers a text without = as its own value, as a static expression', async () => {
    const answer = await evaluate({ expression: 'payment-service' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ expression: 'payment-service', result: 'payment-service', warnings: [] });
  });

  it('evaluates at the engine clock', async () => {
    expect((await http.request('PUT', '/v2/clock', { timestamp: Date.UTC(2030, 0, 2, 3, 4, 5) })).status).toBe(204);
    try {
      const answer = await evaluate({ expression: '=string(today())' });
      expect(answer.body.result).toBe('2030-01-02');
    } finally {
      await http.post('/v2/clock/reset');
    }
  });

  it('says why a null result is null, one warning per failure FEEL suppressed, as Camunda does', async () => {
    const answer = await evaluate({ expression: '=missing < 3' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      expression: '=missing < 3',
      result: null,
      warnings: [{ message: "No variable found with name 'missing'" }, { message: "Can't compare 'null' with '3'" }],
    });
  });

  it('carries the warnings of an evaluation whose result is not null', async () => {
    const answer = await evaluate({ expression: '={"x": y}' });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ expression: '={"x": y}', result: { x: null }, warnings: [{ message: "No variable found with name 'y'" }] });
  });

  it("keeps a warning that quotes a value holding '; ' one warning", async () => {
    const answer = await evaluate({ expression: '=note > 1', variables: { note: 'first; second' } });

    expect(answer.status).toBe(200);
    expect(answer.body.warnings).toEqual([{ message: "Can't compare 'first; second' with '1'" }]);
  });

  it('evaluates a string over two lines and a name in backticks, as Camunda accepts them', async () => {
    const answer = await evaluate({ expression: '="line one\nline two: " + `order total`', variables: { 'order total': '10' } });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ expression: '="line one\nline two: " + `order total`', result: 'line one\nline two: 10', warnings: [] });
  });

  it('keeps an integer beyond 2^53 exact', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/expression/evaluation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"expression":"=big","variables":{"big":9007199254740993}}',
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"result":9007199254740993');
  });

  it('refuses a syntax error with 400 INVALID_ARGUMENT, as Camunda rejects the command', async () => {
    const answer = await evaluate<ProblemDetail>({ expression: '=1 +' });

    expect(answer.status).toBe(400);
    expect(answer.body.title).toBe('INVALID_ARGUMENT');
    expect(answer.body.detail).toMatch(/^Command 'EVALUATE' rejected with code 'INVALID_ARGUMENT': Failed to parse expression: .+/);
  });

  it('refuses a blank expression with 400 INVALID_ARGUMENT', async () => {
    const answer = await evaluate<ProblemDetail>({ expression: '  ' });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe("Command 'EVALUATE' rejected with code 'INVALID_ARGUMENT': The expression must not be blank or empty");
  });

  it('answers a failed evaluation with 500 PROCESSING_ERROR naming the failure', async () => {
    // assert() is how FEEL fails an evaluation on purpose (feel-scala 1.17).
    const answer = await evaluate<ProblemDetail>({ expression: '=assert(amount, amount > 0, "amount must be positive")', variables: { amount: -5 } });

    expect(answer.status).toBe(500);
    expect(answer.body.title).toBe('PROCESSING_ERROR');
    expect(answer.body.detail).toMatch(/^Command 'EVALUATE' rejected with code 'PROCESSING_ERROR': Failed to evaluate expression: .*amount must be positive$/);
  });

  it('refuses a request without an expression, or with a field Camunda does not know', async () => {
    expect((await evaluate({ variables: {} })).status).toBe(400);
    expect((await evaluate({ expression: '=1', context: {} })).status).toBe(400);
  });
});
