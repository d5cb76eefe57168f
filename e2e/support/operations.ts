import { expect, type Page } from '@playwright/test';
import type { Engine } from './engine.js';
import { deploy, rest } from './tasklist.js';

/** A step of the generated order process: a service task (a job type), a user task or a call activity. */
export type Step = { id: string; name: string; jobType: string } | { id: string; name: string; userTask: true } | { id: string; name: string; calls: string };

/** The element of a step, its extension elements included. */
function stepXml(step: Step, incoming: string): string {
  const [tag, extension] =
    'jobType' in step
      ? ['serviceTask', `<zeebe:taskDefinition type="${step.jobType}" retries="1" />`]
      : 'calls' in step
        ? ['callActivity', `<zeebe:calledElement processId="${step.calls}" propagateAllChildVariables="false" />`]
        : ['userTask', '<zeebe:userTask />'];
  return `<bpmn:${tag} id="${step.id}" name="${step.name}"><bpmn:extensionElements>${extension}</bpmn:extensionElements><bpmn:incoming>${incoming}</bpmn:incoming><bpmn:outgoing>flow_${step.id}</bpmn:outgoing></bpmn:${tag}>`;
}

/** start → the steps, left to right → end, with the diagram layout a viewer needs. */
export function orderProcess(processId: string, steps: readonly Step[]): string {
  const x = (index: number) => 240 + index * 160;
  const tasks = steps.map((step, index) => stepXml(step, index === 0 ? 'flow_start' : `flow_${steps[index - 1]!.id}`)).join('\n');
  const flows = [`<bpmn:sequenceFlow id="flow_start" sourceRef="start" targetRef="${steps[0]!.id}" />`]
    .concat(steps.map((step, index) => `<bpmn:sequenceFlow id="flow_${step.id}" sourceRef="${step.id}" targetRef="${steps[index + 1]?.id ?? 'end'}" />`))
    .join('\n');
  const endX = x(steps.length) + 32;
  const shapes = [
    `<bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="160" y="100" width="36" height="36" /></bpmndi:BPMNShape>`,
    ...steps.map(
      (step, index) =>
        `<bpmndi:BPMNShape id="${step.id}_di" bpmnElement="${step.id}"><dc:Bounds x="${x(index)}" y="78" width="100" height="80" /></bpmndi:BPMNShape>`,
    ),
    `<bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="${endX}" y="100" width="36" height="36" /></bpmndi:BPMNShape>`,
  ];
  const edges = [
    `<bpmndi:BPMNEdge id="flow_start_di" bpmnElement="flow_start"><di:waypoint x="196" y="118" /><di:waypoint x="240" y="118" /></bpmndi:BPMNEdge>`,
    ...steps.map(
      (step, index) =>
        `<bpmndi:BPMNEdge id="flow_${step.id}_di" bpmnElement="flow_${step.id}"><di:waypoint x="${x(index) + 100}" y="118" /><di:waypoint x="${index + 1 < steps.length ? x(index + 1) : endX}" y="118" /></bpmndi:BPMNEdge>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"
  id="defs_${processId}" targetNamespace="http://baton.example/operations">
  <bpmn:process id="${processId}" name="Order ${processId}" isExecutable="true">
    <bpmn:startEvent id="start" name="Order placed"><bpmn:outgoing>flow_start</bpmn:outgoing></bpmn:startEvent>
    ${tasks}
    <bpmn:endEvent id="end" name="Done"><bpmn:incoming>flow_${steps.at(-1)!.id}</bpmn:incoming></bpmn:endEvent>
    ${flows}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram_${processId}"><bpmndi:BPMNPlane id="plane_${processId}" bpmnElement="${processId}">
    ${shapes.join('\n    ')}
    ${edges.join('\n    ')}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** Deploys the generated process as dave (a developer). */
export async function deployProcess(engine: Engine, processId: string, steps: readonly Step[]): Promise<void> {
  await deploy(engine.baseUrl, { [`${processId}.bpmn`]: orderProcess(processId, steps) });
}

/** Starts an instance (as the worker client) and answers its key. */
export async function startInstance(engine: Engine, processId: string, variables: Record<string, unknown> = {}): Promise<string> {
  const created = await rest<{ processInstanceKey: string }>(engine.baseUrl, 'worker', 'POST', '/v2/process-instances', {
    processDefinitionId: processId,
    variables,
  });
  expect(created.status).toBe(200);
  return created.body.processInstanceKey;
}

/** Activates the one job of `jobType` as a worker would (retrying until the engine has created it). */
export async function activateJob(engine: Engine, jobType: string): Promise<string> {
  let jobKey = '';
  await expect(async () => {
    const activated = await rest<{ jobs: { jobKey: string }[] }>(engine.baseUrl, 'worker', 'POST', '/v2/jobs/activation', {
      type: jobType,
      worker: 'e2e-worker',
      timeout: 60_000,
      maxJobsToActivate: 1,
      requestTimeout: -1,
    });
    expect(activated.body.jobs).toHaveLength(1);
    jobKey = activated.body.jobs[0]!.jobKey;
  }).toPass({ timeout: 10_000 });
  return jobKey;
}

/** Opens the console page `path` (`instances/123`, …) as `username`, signing in on the realm's login page first. */
export async function openOperationsAs(page: Page, engine: Engine, username: string, path = ''): Promise<void> {
  await page.goto(`${engine.baseUrl}/modeler/#operations${path ? `/${path}` : ''}`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(username);
  await page.locator('#kc-login').click();
  await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible();
}

/** The overlay badge of `kind` (token, incident, …) on an element of the diagram in `scope`. */
export const badge = (scope: Page | ReturnType<Page['locator']>, elementId: string, kind: string) =>
  scope.locator(`.djs-overlays[data-container-id="${elementId}"] .ops-badge-${kind}`);
