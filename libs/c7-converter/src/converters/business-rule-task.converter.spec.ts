import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

describe('business rule task converter', () => {
  it('should call the same decision, and mark that the shape of its result changes unless it was a single entry', async () => {
    const listed = await convert(camunda7Model('<bpmn:businessRuleTask id="rate" camunda:decisionRef="risk" camunda:resultVariable="risk" />'));
    const single = await convert(
      camunda7Model('<bpmn:businessRuleTask id="rate" camunda:decisionRef="risk" camunda:resultVariable="risk" camunda:mapDecisionResult="singleEntry" />'),
    );

    expect(single.extensions('rate')).toEqual([{ $type: 'zeebe:CalledDecision', decisionId: 'risk', resultVariable: 'risk' }]);
    expect(single.notes).toEqual([]);
    expect(listed.notes.map((note) => note.message)).toEqual([
      "Camunda 7 mapped the decision result as resultList; Zeebe passes the decision's output as it is: check what reads 'risk'",
    ]);
  });
});
