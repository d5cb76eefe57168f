// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const CONNECTOR_NOTE = "the Camunda 7 connector 'http-connector' became a job of type 'http-connector': a worker must do what the connector did";

const task = (attributes: string, extensions = '') =>
  camunda7Model(
    `<bpmn:serviceTask id="task" ${attributes}>${extensions ? `<bpmn:extensionElements>${extensions}</bpmn:extensionElements>` : ''}</bpmn:serviceTask>`,
  );

describe('job implementation converter', () => {
  it('should make the Java delegate class the job type, and pass the class on as a header', async () => {
    const converted = await convert(task('camunda:class="com.example.ChargeCard"'));

    expect(converted.extensions('task')).toEqual([
      { $type: 'zeebe:TaskDefinition', type: 'com.example.ChargeCard' },
      { $type: 'zeebe:TaskHeaders', values: [{ $type: 'zeebe:Header', key: 'class', value: 'com.example.ChargeCard' }] },
    ]);
    expect(converted.notes).toEqual([
      {
        elementId: 'task',
        severity: 'info',
        message: "implement a job worker for type 'com.example.ChargeCard' (was the Java delegate class com.example.ChargeCard)",
      },
    ]);
  });

  it('should read the bean of a delegate expression and the bean and method of an expression as the job type', async () => {
    const delegate = await convert(task('camunda:delegateExpression="${chargeCard}"'));
    const expression = await convert(task('camunda:expression="${orders.charge(execution)}" camunda:resultVariable="receipt"'));

    expect(delegate.extensions('task')[0]).toEqual({ $type: 'zeebe:TaskDefinition', type: 'chargeCard' });
    expect(expression.extensions('task')).toEqual([
      { $type: 'zeebe:TaskDefinition', type: 'orders.charge' },
      {
        $type: 'zeebe:TaskHeaders',
        values: [
          { $type: 'zeebe:Header', key: 'expression', value: '${orders.charge(execution)}' },
          { $type: 'zeebe:Header', key: 'resultVariable', value: 'receipt' },
        ],
      },
    ]);
    expect(expression.notes.map((note) => note.message)).toContain("the worker must complete the job with the variable 'receipt' (was camunda:resultVariable)");
  });

  it('should make an external task topic the job type, and the retry cycle its retries', async () => {
    const converted = await convert(
      task('camunda:type="external" camunda:topic="charge"', '<camunda:failedJobRetryTimeCycle>R5/PT10M</camunda:failedJobRetryTimeCycle>'),
    );

    expect(converted.extensions('task')).toEqual([{ $type: 'zeebe:TaskDefinition', type: 'charge', retries: '5' }]);
    expect(converted.notes.filter((note) => note.severity === 'manual')).toEqual([]);
  });

  it('should turn text fields into headers and note fields that are expressions', async () => {
    const converted = await convert(
      task(
        'camunda:class="com.example.Mail"',
        '<camunda:field name="to" stringValue="ops@example.com" /><camunda:field name="subject"><camunda:expression>${subject}</camunda:expression></camunda:field>',
      ),
    );

    expect(converted.extensions('task')[1]).toEqual({
      $type: 'zeebe:TaskHeaders',
      values: [
        { $type: 'zeebe:Header', key: 'class', value: 'com.example.Mail' },
        { $type: 'zeebe:Header', key: 'to', value: 'ops@example.com' },
        { $type: 'zeebe:Header', key: 'subject', value: '${subject}' },
      ],
    });
    expect(converted.notes.filter((note) => note.severity === 'manual').map((note) => note.message)).toEqual([
      "the field 'subject' is the expression ${subject}: a header is fixed text, so map the value with an input mapping instead",
    ]);
  });

  it('should give a message end event with a delegate the job on the event', async () => {
    const converted = await convert(
      camunda7Model('<bpmn:endEvent id="end"><bpmn:messageEventDefinition id="definition" camunda:class="com.example.Notify" /></bpmn:endEvent>'),
    );

    expect(converted.extensions('end')[0]).toEqual({ $type: 'zeebe:TaskDefinition', type: 'com.example.Notify' });
  });

  it('should make a connector a job of its id, with its parameters as mappings, and mark that a worker must do its work', async () => {
    const converted = await convert(
      task(
        '',
        '<camunda:connector><camunda:connectorId>http-connector</camunda:connectorId><camunda:inputOutput><camunda:inputParameter name="url">https://example.com/${id}</camunda:inputParameter></camunda:inputOutput></camunda:connector>',
      ),
    );

    expect(converted.extensions('task')).toEqual([
      { $type: 'zeebe:IoMapping', inputParameters: [{ $type: 'zeebe:Input', source: '="https://example.com/" + string(id)', target: 'url' }] },
      { $type: 'zeebe:TaskDefinition', type: 'http-connector' },
      { $type: 'conversion:note', severity: 'manual', $body: CONNECTOR_NOTE },
    ]);
    expect(converted.notes.filter((note) => note.severity === 'manual').map((note) => note.message)).toEqual([CONNECTOR_NOTE]);
  });
});
