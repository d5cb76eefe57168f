import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { InstanceHarness } from '../testing/runtime-harness.js';

const NAMESPACES = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"';

/** A process with a default priority (or none) and two service tasks in a row, each with its own priority (or none). */
function model(processPriority: string | null, first: string | null, second: string | null): string {
  const priority = (value: string | null) => (value === null ? '' : `<zeebe:jobPriorityDefinition priority="${value}" />`);
  const task = (id: string, value: string | null) =>
    `<bpmn:serviceTask id="${id}"><bpmn:extensionElements><zeebe:taskDefinition type="${id}" />${priority(value)}</bpmn:extensionElements></bpmn:serviceTask>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NAMESPACES} id="D" targetNamespace="https://baton.example/spec">
<bpmn:process id="P" isExecutable="true">
${processPriority === null ? '' : `<bpmn:extensionElements>${priority(processPriority)}</bpmn:extensionElements>`}
<bpmn:startEvent id="start" />${task('first', first)}${task('second', second)}<bpmn:endEvent id="end" />
<bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="first" /><bpmn:sequenceFlow id="f2" sourceRef="first" targetRef="second" />
<bpmn:sequenceFlow id="f3" sourceRef="second" targetRef="end" />
</bpmn:process>
</bpmn:definitions>`;
}

async function compile(xml: string): Promise<ExecutableProcess> {
  const result = await compileBpmn(xml);
  if (!result.ok) throw new Error(`expected the model to compile, got ${JSON.stringify(result.problems)}`);
  return result.processes[0] as ExecutableProcess;
}

function priorityOf(harness: InstanceHarness, elementId: string): number | undefined {
  return harness.state.jobs.get(harness.jobKeyOf(elementId))?.priority;
}

describe('job priority (zeebe:jobPriorityDefinition)', () => {
  it('should give a job priority 0 without a definition', async () => {
    const harness = new InstanceHarness(await compile(model(null, null, null)));
    harness.start({});
    expect(priorityOf(harness, 'first')).toBe(0);
  });

  it('should take a static priority, negative ones included', async () => {
    const harness = new InstanceHarness(await compile(model(null, '-7', null)));
    harness.start({});
    expect(priorityOf(harness, 'first')).toBe(-7);
  });

  it("should evaluate a FEEL priority in the task's scope when the job is created", async () => {
    const harness = new InstanceHarness(await compile(model(null, '=urgency * 10', null)));
    harness.start({ urgency: 4 });
    expect(priorityOf(harness, 'first')).toBe(40);
  });

  it("should let a task without its own priority take the process's, and a task's own win over it", async () => {
    const harness = new InstanceHarness(await compile(model('=base', '90', null)));
    harness.start({ base: 15 });
    expect(priorityOf(harness, 'first')).toBe(90);
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('first'), variables: {} });
    expect(priorityOf(harness, 'second')).toBe(15);
  });

  it('should treat an empty priority as none, as Zeebe does', async () => {
    const harness = new InstanceHarness(await compile(model('', '', null)));
    harness.start({});
    expect(priorityOf(harness, 'first')).toBe(0);
  });

  it('should raise an incident when a FEEL priority is no 32-bit integer, and create the job once resolved', async () => {
    const harness = new InstanceHarness(await compile(model(null, '=urgency', null)));
    harness.start({ urgency: 2_147_483_648 });
    const [incident] = [...harness.state.incidents.values()];
    expect(incident).toMatchObject({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'first' });
    expect(incident?.errorMessage).toContain("the job priority of 'first'");
    expect([...harness.state.jobs.values()]).toEqual([]);
  });

  it('should refuse a process whose default priority is no integer, naming the process', async () => {
    const result = await compileBpmn(model('high', null, null));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(({ elementId, message }) => ({ elementId, message }))).toEqual([
      {
        elementId: 'P',
        message: "zeebe:jobPriorityDefinition priority 'high' is neither an integer between -2147483648 and 2147483647 nor a FEEL expression starting with '='",
      },
    ]);
  });
});
