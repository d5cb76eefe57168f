import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('send task transformer', () => {
  it('should compile a send task into a job for a worker', async () => {
    const process = await compileFixture(import.meta.url, 'send-task.simple.bpmn');
    expect(process.elements['send-invoice']).toMatchObject({
      type: 'SEND_TASK',
      bpmnType: 'bpmn:SendTask',
      inputMappings: [{ source: { kind: 'feel', source: 'invoice' }, target: 'payload' }],
      job: { type: { kind: 'static', value: 'send-invoice' }, retries: { kind: 'static', value: '1' }, customHeaders: {} },
    });
  });

  it('should refuse a send task without a job type', async () => {
    expect(await problemsOf(import.meta.url, 'send-task.no-task-definition.bpmn')).toEqual([
      { elementId: 'send-invoice', elementType: 'bpmn:sendTask', line: 5, message: 'no zeebe:taskDefinition with a job type' },
    ]);
  });
});
