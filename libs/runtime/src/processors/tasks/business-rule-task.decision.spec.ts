import { readFileSync } from 'node:fs';
import { type DecisionModel, parseDmn } from '@baton/dmn';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalledDecision, DecisionCatalog } from '../../ports.js';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

let model: DecisionModel;

beforeAll(async () => {
  const parsed = await parseDmn(readFileSync(new URL('business-rule-task.discount.dmn', import.meta.url), 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  model = parsed.model;
});

/** A catalog holding the discount decision (or nothing), as the engine prepares one per command. */
function catalog(deployed: boolean): DecisionCatalog {
  const decision = (decisionId: string, decisionKey: string): CalledDecision => ({
    decisionKey,
    decisionId,
    decisionName: decisionId,
    version: 1,
    decisionRequirementsKey: '500',
    decisionRequirementsId: 'discounts',
    model,
  });
  const decisions = new Map([
    ['discount', decision('discount', '501')],
    ['band', decision('band', '502')],
  ]);
  return { deploymentKey: '400', find: (decisionId) => (deployed ? (decisions.get(decisionId) ?? null) : null) };
}

async function harness(deployed = true): Promise<InstanceHarness> {
  const instance = await harnessForFixture(new URL('business-rule-task.called-decision.bpmn', import.meta.url));
  instance.ports.decisions = catalog(deployed);
  return instance;
}

describe('business rule task with a zeebe:calledDecision', () => {
  it('should evaluate the decision, write its result to the result variable, map the outputs and go on', async () => {
    // given
    const instance = await harness();

    // when
    const events = instance.start({ decisionId: 'discount', customer: 'gold' });

    // then
    expect(events.slice(events.indexOf('ElementActivating decide'), events.indexOf('SequenceFlowTaken decide-end'))).toEqual([
      'ElementActivating decide',
      'DecisionEvaluated discount v1 0.2',
      'CompletionVariablesStored',
      'ElementActivated decide',
      'ElementCompleting decide',
      'VariableCreated rate=0.2',
      'VariableCreated percent=20',
      'ElementCompleted decide',
    ]);
    expect(instance.processInstanceState()).toBe('COMPLETED');
    const evaluated = instance.log.find((event) => event.type === 'DecisionEvaluated');
    expect(evaluated).toMatchObject({
      decisionKey: '501',
      decisionRequirementsKey: '500',
      elementId: 'decide',
      evaluatedDecisions: [
        {
          decisionId: 'discount',
          decisionType: 'DECISION_TABLE',
          decisionOutput: 0.2,
          evaluatedInputs: [{ inputId: 'customer', inputValue: 'gold' }],
          matchedRules: [{ ruleId: 'gold', ruleIndex: 1, evaluatedOutputs: [{ outputId: 'rate', outputName: 'rate', outputValue: 0.2 }] }],
        },
      ],
    });
  });

  it('should raise CALLED_DECISION_ERROR for a decision not deployed, and evaluate once it is and the incident is resolved', async () => {
    // given
    const instance = await harness(false);
    expect(instance.start({ decisionId: 'discount', customer: 'silver' })).toContain('IncidentCreated decide CALLED_DECISION_ERROR');
    const [incident] = instance.state.incidents.values();
    expect(incident?.errorMessage).toBe("Expected to evaluate decision 'discount', but no decision found for id 'discount'");

    // when
    instance.ports.decisions = catalog(true);
    const events = instance.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' });

    // then
    expect(events).toContain('DecisionEvaluated discount v1 0.1');
    expect(instance.processInstanceState()).toBe('COMPLETED');
  });

  it('should raise DECISION_EVALUATION_ERROR naming the decision and the cause, with the failed evaluation in the history', async () => {
    // given
    const instance = await harness();

    // when two rules of a UNIQUE table match
    const events = instance.start({ decisionId: 'band', amount: 30 });

    // then
    expect(events).toContain('DecisionEvaluated band v1 failed');
    expect(events).toContain('IncidentCreated decide DECISION_EVALUATION_ERROR');
    const [incident] = instance.state.incidents.values();
    expect(incident?.errorMessage).toMatch(/^Expected to evaluate decision 'band', but .+/);
    expect(instance.log.find((event) => event.type === 'DecisionEvaluated')).toMatchObject({ failedDecisionId: 'band', output: null });
  });

  it('should raise EXTRACT_VALUE_ERROR when the decision id expression gives no string, and write null when no rule matches', async () => {
    const instance = await harness();
    expect(instance.start({ decisionId: 42 })).toContain('IncidentCreated decide EXTRACT_VALUE_ERROR');

    const other = await harness();
    expect(other.start({ decisionId: 'discount', customer: 'bronze' })).toContain('DecisionEvaluated discount v1 null');
    expect(other.variable('percent')).toBeNull();
  });
});
