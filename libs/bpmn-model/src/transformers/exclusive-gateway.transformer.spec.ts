import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('exclusive gateway transformer', () => {
  it('should accept a single unconditional outgoing flow', async () => {
    const process = await compileFixture(import.meta.url, 'exclusive-gateway.single-flow.bpmn');
    expect(process.elements['only-way']).toMatchObject({
      type: 'EXCLUSIVE_GATEWAY',
      incoming: ['start-gateway'],
      outgoing: ['gateway-end'],
      defaultFlowId: null,
    });
  });

  it('should report missing flows, missing conditions and wrong default flows', async () => {
    expect(await problemsOf(import.meta.url, 'exclusive-gateway.problems.bpmn')).toEqual([
      { elementId: 'dead-end', elementType: 'bpmn:exclusiveGateway', line: 5, message: 'the exclusive gateway has no outgoing sequence flow' },
      {
        elementId: 'unconditional',
        elementType: 'bpmn:sequenceFlow',
        line: 10,
        message:
          "the sequence flow leaves exclusive gateway 'missing-condition', which has 2 outgoing flows, so it needs a condition (or must be the gateway's default flow)",
      },
      {
        elementId: 'default-with-condition',
        elementType: 'bpmn:sequenceFlow',
        line: 12,
        message: "the default flow of 'conditional-default' must not have a condition",
      },
      {
        elementId: 'foreign-default',
        elementType: 'bpmn:exclusiveGateway',
        line: 15,
        message: "the default flow 'unconditional' is not an outgoing sequence flow of this element",
      },
      { elementId: 'missing-default', elementType: 'bpmn:exclusiveGateway', line: 17, message: "the default flow 'nowhere' does not exist" },
    ]);
  });
});
