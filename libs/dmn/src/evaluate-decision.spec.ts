import { describe, expect, it } from 'vitest';
import { definitions, literalDecision, model, tableDecision } from './dmn-xml.test-helper.js';
import { evaluateDecision } from './evaluate-decision.js';
import { parseDmn } from './parse-dmn.js';

const NOW = Date.UTC(2026, 0, 1);

const threeLevels = definitions(`
  <inputData id="amount_input" name="Order Amount"><variable name="Order Amount" typeRef="number"/></inputData>
  ${literalDecision('base', 'Order Amount * 2')}
  ${literalDecision('discounted', 'base - 10', ['base'])}
  ${tableDecision({
    id: 'verdict',
    requires: ['base', 'discounted'],
    inputs: ['discounted', 'base'],
    outputs: [{ name: 'verdict' }],
    rules: [
      ['> 100', '-', '"large"'],
      ['<= 100', '-', '"small"'],
    ],
  })}`);

describe('evaluating a decision', () => {
  it('should evaluate a decision requirements graph of three levels, each required decision once and first', async () => {
    const outcome = evaluateDecision(await model(threeLevels), 'verdict', { 'Order Amount': 60 }, NOW);
    expect(outcome).toMatchObject({ ok: true, decisionId: 'verdict', output: 'large' });
    expect(outcome.evaluatedDecisions.map((decision) => [decision.decisionId, decision.decisionOutput])).toEqual([
      ['base', 120],
      ['discounted', 110],
      ['verdict', 'large'],
    ]);
  });

  it('should fail naming the decision that failed, and keep the audit of those before it', async () => {
    const outcome = evaluateDecision(await model(threeLevels), 'verdict', { 'Order Amount': 'sixty' }, NOW);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.decisionId).toBe('base');
    expect(outcome.failure.message).toContain("input data 'Order Amount'");
    // the decision that failed closes the audit, as Camunda's FAILED decision instance
    expect(outcome.evaluatedDecisions).toEqual([
      { decisionId: 'base', decisionName: 'base', decisionType: 'LITERAL_EXPRESSION', decisionOutput: null, evaluatedInputs: [], matchedRules: [] },
    ]);
  });

  it('should name a failed table by its id and keep the inputs it read before it failed', async () => {
    const ambiguous = definitions(`
      ${literalDecision('base', '5')}
      ${tableDecision({
        id: 'band',
        requires: ['base'],
        inputs: ['amount', 'base'],
        outputs: [{ name: 'band' }],
        rules: [
          ['> 10', '-', '"big"'],
          ['> 20', '-', '"huge"'],
        ],
      })}`);
    const outcome = evaluateDecision(await model(ambiguous), 'band', { amount: 30 }, NOW);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure).toMatchObject({ decisionId: 'band' });
    expect(outcome.failure.message).toMatch(/^failed to evaluate decision 'band': /);
    expect(
      outcome.evaluatedDecisions.map((decision) => [decision.decisionId, decision.decisionOutput, decision.evaluatedInputs.map((input) => input.inputValue)]),
    ).toEqual([
      ['base', 5, []],
      ['band', null, [30, 5]],
    ]);
  });

  it('should invoke a business knowledge model, by name and through a boxed invocation', async () => {
    const xml = definitions(`
      <businessKnowledgeModel id="fee_bkm" name="fee">
        <encapsulatedLogic>
          <formalParameter name="amount" typeRef="number"/><formalParameter name="rate" typeRef="number"/>
          <literalExpression><text>amount * rate</text></literalExpression>
        </encapsulatedLogic>
      </businessKnowledgeModel>
      <decision id="literal" name="literal">
        <knowledgeRequirement><requiredKnowledge href="#fee_bkm"/></knowledgeRequirement>
        <literalExpression><text>fee(200, 0.1)</text></literalExpression>
      </decision>
      <decision id="boxed" name="boxed">
        <knowledgeRequirement><requiredKnowledge href="#fee_bkm"/></knowledgeRequirement>
        <invocation>
          <literalExpression><text>fee</text></literalExpression>
          <binding><parameter name="rate"/><literalExpression><text>0.5</text></literalExpression></binding>
          <binding><parameter name="amount"/><literalExpression><text>30</text></literalExpression></binding>
        </invocation>
      </decision>`);
    const parsed = await model(xml);
    expect(evaluateDecision(parsed, 'literal', {}, NOW)).toMatchObject({ ok: true, output: 20 });
    expect(evaluateDecision(parsed, 'boxed', {}, NOW)).toMatchObject({ ok: true, output: 15 });
  });

  it('should evaluate boxed contexts, lists and relations, and call a decision service', async () => {
    const xml = definitions(`
      <decision id="ctx" name="ctx">
        <context>
          <contextEntry><variable name="a"/><literalExpression><text>1</text></literalExpression></contextEntry>
          <contextEntry><variable name="b"/><list><literalExpression><text>a</text></literalExpression><literalExpression><text>a + 1</text></literalExpression></list></contextEntry>
          <contextEntry><variable name="rows"/><relation><column name="x"/><row><literalExpression><text>"r1"</text></literalExpression></row></relation></contextEntry>
        </context>
      </decision>
      <decisionService id="svc" name="double it"><outputDecision href="#twice"/><inputData href="#n_input"/></decisionService>
      <inputData id="n_input" name="n"/>
      ${literalDecision('twice', 'n * 2')}
      <decision id="caller" name="caller">
        <knowledgeRequirement><requiredKnowledge href="#svc"/></knowledgeRequirement>
        <literalExpression><text>double it(21)</text></literalExpression>
      </decision>`);
    const parsed = await model(xml);
    expect(evaluateDecision(parsed, 'ctx', {}, NOW)).toMatchObject({ ok: true, output: { a: 1, b: [1, 2], rows: [{ x: 'r1' }] } });
    expect(evaluateDecision(parsed, 'caller', {}, NOW)).toMatchObject({ ok: true, output: 42 });
  });

  it('should convert a decision result to its type: a singleton list to its item, and what does not conform to null', async () => {
    const xml = definitions(`
      <itemDefinition name="tSmall"><typeRef>number</typeRef><allowedValues><text>[0..10]</text></allowedValues></itemDefinition>
      ${literalDecision('single', '[5]', [], 'number')}
      ${literalDecision('small', '11', [], 'tSmall')}`);
    const parsed = await model(xml);
    expect(evaluateDecision(parsed, 'single', {}, NOW)).toMatchObject({ ok: true, output: 5 });
    expect(evaluateDecision(parsed, 'small', {}, NOW)).toMatchObject({ ok: true, output: null });
  });

  it('should read the ISO text of an input data of a temporal type as its value, as JSON holds dates', async () => {
    const xml = definitions(`
      <inputData id="due_input" name="due"><variable name="due" typeRef="date"/></inputData>
      ${literalDecision('later', 'due + duration("P1D")')}
      ${literalDecision('weekday', 'day of week(due)')}`);
    const parsed = await model(xml);
    expect(evaluateDecision(parsed, 'later', { due: '2026-01-31' }, NOW)).toMatchObject({ ok: true, output: '2026-02-01' });
    expect(evaluateDecision(parsed, 'weekday', { due: '2026-01-31' }, NOW)).toMatchObject({ ok: true, output: 'Saturday' });
    const refused = evaluateDecision(parsed, 'later', { due: 'tomorrow' }, NOW);
    expect(refused.ok ? '' : refused.failure.message).toContain("input data 'due'");
  });

  it('should read the ISO texts its type declares temporal inside a structure and a collection', async () => {
    const xml = definitions(`
      <itemDefinition name="tOrder"><itemComponent name="placed"><typeRef>date</typeRef></itemComponent><itemComponent name="note"><typeRef>string</typeRef></itemComponent></itemDefinition>
      <itemDefinition name="tDates" isCollection="true"><typeRef>date</typeRef></itemDefinition>
      <inputData id="order_input" name="order"><variable name="order" typeRef="tOrder"/></inputData>
      <inputData id="dates_input" name="dates"><variable name="dates" typeRef="tDates"/></inputData>
      ${literalDecision('placedOn', 'day of week(order.placed) + " " + order.note')}
      ${literalDecision('latest', 'max(dates)')}`);
    const parsed = await model(xml);
    expect(evaluateDecision(parsed, 'placedOn', { order: { placed: '2026-01-31', note: '2026-01-31' } }, NOW)).toMatchObject({
      ok: true,
      output: 'Saturday 2026-01-31',
    });
    expect(evaluateDecision(parsed, 'latest', { dates: ['2026-01-31', '2026-02-02', '2026-02-01'] }, NOW)).toMatchObject({ ok: true, output: '2026-02-02' });
  });

  it('should refuse a model with a broken expression, an unknown required decision or a cycle, naming each element', async () => {
    const parsed = await parseDmn(
      definitions(`
        ${literalDecision('broken', '1 +')}
        ${literalDecision('orphan', '1', ['nowhere'])}
        ${literalDecision('a', 'b', ['b'])}
        ${literalDecision('b', 'a', ['a'])}`),
    );
    expect(parsed.ok).toBe(false);
    const errors = parsed.ok ? [] : parsed.errors;
    expect(errors.map((error) => error.elementId)).toEqual(['broken', 'orphan', 'b']);
    expect(errors[0]?.message).toContain("decision 'broken'");
    expect(errors[1]?.message).toContain("requires the decision 'nowhere'");
    expect(errors[2]?.message).toContain('requires itself');
  });

  it("should call an imported model's business knowledge model by the import's name, and refuse an import not given", async () => {
    const library = await model(
      definitions(
        `<businessKnowledgeModel id="greet_bkm" name="greet">
          <encapsulatedLogic><formalParameter name="who"/><literalExpression><text>"Hello " + who</text></literalExpression></encapsulatedLogic>
        </businessKnowledgeModel>`,
      ).replace('namespace="http://example.com/dmn"', 'namespace="http://example.com/library"'),
    );
    const importing = definitions(`
      <import name="lib" namespace="http://example.com/library" importType="https://www.omg.org/spec/DMN/20191111/MODEL/"/>
      ${literalDecision('greeting', 'lib.greet("Ann")')}`);
    expect(evaluateDecision(await model(importing, [library]), 'greeting', {}, NOW)).toMatchObject({ ok: true, output: 'Hello Ann' });
    expect(await parseDmn(importing)).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('imports http://example.com/library') }] });
  });

  it('should know a graph whose definitions have no id (DMN makes it optional) by its name', async () => {
    const parsed = await model(definitions(literalDecision('answer', '42')).replace(' id="defs"', ''));
    expect(parsed.decisionRequirements).toEqual({ id: 'Definitions', name: 'Definitions' });
  });

  it('should refuse a document that is no DMN model', async () => {
    expect(await parseDmn('<nope/>')).toMatchObject({ ok: false, errors: [{ message: expect.stringContaining('failed to parse document') }] });
  });

  it('should name the model and its decisions', async () => {
    const parsed = await model(threeLevels);
    expect(parsed).toMatchObject({
      id: 'defs',
      name: 'Definitions',
      namespace: 'http://example.com/dmn',
      decisionRequirements: { id: 'defs', name: 'Definitions' },
    });
    expect(parsed.decisions).toEqual([
      { id: 'base', name: 'base', versionTag: null },
      { id: 'discounted', name: 'discounted', versionTag: null },
      { id: 'verdict', name: 'verdict', versionTag: null },
    ]);
  });
});
