import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from './fixture.test-helper.js';

describe('linkCompensation', () => {
  it('should link handlers, compensation event sub-processes and throw events, and mark the compensation work', async () => {
    // given a saga: a compensable task, a sub-process with a compensable task and a compensation event sub-process

    // when
    const process = await compileFixture(import.meta.url, 'link-compensation.saga.bpmn');

    // then
    expect(process.elements['reserve']).toMatchObject({ compensationHandlerId: 'release' });
    expect(process.elements['reserve']?.boundaryEventIds).toBeUndefined();
    expect(process.elements['reserve-compensation']).toMatchObject({ eventDefinition: { kind: 'compensation', activityRef: null }, attachedToId: 'reserve' });
    expect(process.elements['charge']).toMatchObject({ compensationHandlerId: 'refund' });
    expect(process.elements['payment']).toMatchObject({ compensationEventSubProcessId: 'undo-payment' });
    expect(process.elements['payment']?.eventSubProcessStartEventIds).toBeUndefined();
    expect(process.elements['undo-payment-start']).toMatchObject({ cancelActivity: false });
    expect(process.elements['undo-charge']?.eventDefinition).toEqual({ kind: 'compensation', activityRef: 'charge' });
    expect(process.elements['compensated']?.eventDefinition).toEqual({ kind: 'compensation', activityRef: null });
    const compensationWork = Object.values(process.elements)
      .filter((element) => element.isForCompensation)
      .map((element) => element.id);
    expect(compensationWork).toEqual([
      'release',
      'refund',
      'refund-start',
      'refund-card',
      'refund-end',
      'undo-payment',
      'undo-payment-start',
      'undo-charge',
      'undo-payment-end',
    ]);
  });

  it('should refuse handlers nothing links, handlers on sequence flows, a wrong activityRef, waitForCompletion="false" and a top-level compensation event sub-process', async () => {
    // given / when
    const problems = await problemsOf(import.meta.url, 'link-compensation.problems.bpmn');

    // then
    expect(problems.map(({ elementId, message }) => [elementId, message])).toEqual([
      ['no-handler', 'the compensation boundary event has no handler: associate it with an activity marked isForCompensation="true"'],
      ['lonely', 'the compensation handler is not associated with any compensation boundary event'],
      ['flowing', 'a compensation handler must not have incoming or outgoing sequence flows: a compensation throw event starts it'],
      ['nothing-to-undo', "activityRef 'start' is not an activity of the scope 'P' that this event compensates"],
      ['no-wait', 'waitForCompletion="false" is not supported: a compensation throw event always waits for its handlers (as in Zeebe)'],
      [
        'top-level-undo',
        'a compensation event sub-process must be inside an embedded sub-process (that is not itself compensation work); it compensates that sub-process',
      ],
    ]);
  });
});
