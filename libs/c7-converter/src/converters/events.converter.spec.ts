// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

describe('timer, message and error event converters', () => {
  it('should keep ISO 8601 timers as they are and make JUEL timers FEEL', async () => {
    const converted = await convert(
      camunda7Model(`
        <bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition id="fixed"><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT15M</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
        <bpmn:intermediateCatchEvent id="until"><bpmn:timerEventDefinition id="computed"><bpmn:timeDate xsi:type="bpmn:tFormalExpression">\${deadline}</bpmn:timeDate></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`),
    );

    expect(converted.element('fixed')).toMatchObject({ timeDuration: { body: 'PT15M' } });
    expect(converted.element('computed')).toMatchObject({ timeDate: { body: '=deadline' } });
  });

  it('should map a Quartz cron cycle onto Spring cron, noting the zone, and mark one Zeebe cannot read', async () => {
    const converted = await convert(
      camunda7Model(`
        <bpmn:startEvent id="weekdays"><bpmn:timerEventDefinition id="weekdays-timer"><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">0 0 9 ? * 2-6</bpmn:timeCycle></bpmn:timerEventDefinition></bpmn:startEvent>
        <bpmn:startEvent id="next-year"><bpmn:timerEventDefinition id="next-year-timer"><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">0 0 9 1 1 ? 2027</bpmn:timeCycle></bpmn:timerEventDefinition></bpmn:startEvent>
        <bpmn:startEvent id="hourly" camunda:asyncBefore="true"><bpmn:timerEventDefinition id="hourly-timer"><bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R/PT1H</bpmn:timeCycle></bpmn:timerEventDefinition></bpmn:startEvent>`),
    );

    expect(converted.element('weekdays-timer')).toMatchObject({ timeCycle: { body: '0 0 9 ? * 1-5' } });
    expect(converted.element('next-year-timer')).toMatchObject({ timeCycle: { body: '0 0 9 1 1 ? 2027' } });
    expect(converted.element('hourly-timer')).toMatchObject({ timeCycle: { body: 'R/PT1H' } });
    expect(converted.notes.filter((note) => note.message.includes('cron'))).toEqual([
      {
        elementId: 'weekdays',
        severity: 'info',
        message:
          "the cron cycle '0 0 9 ? * 2-6' became '0 0 9 ? * 1-5' (Sunday is 0 in Zeebe's cron); it fires in UTC, where Camunda 7 used the server's time zone",
      },
      {
        elementId: 'next-year',
        severity: 'manual',
        message:
          "the cron cycle '0 0 9 1 1 ? 2027' was not converted (Zeebe's cron has no year field (found '2027')): write it as a Spring cron expression or an ISO 8601 cycle",
      },
    ]);
  });

  it('should make JUEL message and signal names FEEL, and mark every message an instance waits for, which needs a correlation key', async () => {
    const converted = await convert(
      camunda7Model(`
        <bpmn:startEvent id="start"><bpmn:messageEventDefinition messageRef="orderPlaced" /></bpmn:startEvent>
        <bpmn:intermediateCatchEvent id="paid"><bpmn:messageEventDefinition messageRef="paymentReceived" /></bpmn:intermediateCatchEvent>
        <bpmn:receiveTask id="confirm" messageRef="confirmation" camunda:asyncBefore="true" />`).replace(
        '</bpmn:process>',
        '</bpmn:process><bpmn:message id="orderPlaced" name="order placed" /><bpmn:message id="paymentReceived" name="payment received" /><bpmn:message id="confirmation" name="${kind}-confirmed" /><bpmn:signal id="alarm" name="alarm-${level}" />',
      ),
    );

    expect(converted.element('confirmation')).toMatchObject({ name: '=string(kind) + "-confirmed"' });
    expect(converted.element('alarm')).toMatchObject({ name: '="alarm-" + string(level)' });
    expect(converted.notes.filter((note) => note.severity === 'manual')).toEqual([
      {
        elementId: 'paid',
        severity: 'manual',
        message:
          "the message 'payment received' needs a correlation key: Camunda 7 correlated it through its API; add a zeebe:subscription correlationKey to the message (such as '=orderId')",
      },
      {
        elementId: 'confirm',
        severity: 'manual',
        message:
          "the message '=string(kind) + \"-confirmed\"' needs a correlation key: Camunda 7 correlated it through its API; add a zeebe:subscription correlationKey to the message (such as '=orderId')",
      },
    ]);
  });

  it('should remove the variables a caught error was stored in, marking the event', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:task id="task" /><bpmn:boundaryEvent id="failed" attachedToRef="task"><bpmn:errorEventDefinition camunda:errorCodeVariable="code" /></bpmn:boundaryEvent>',
      ),
    );

    expect(converted.notes).toEqual([
      {
        elementId: 'failed',
        severity: 'manual',
        message: 'camunda:errorCodeVariable="code" was removed: nothing sets the variable \'code\' to the caught code any more; check what reads it',
      },
    ]);
  });
});
