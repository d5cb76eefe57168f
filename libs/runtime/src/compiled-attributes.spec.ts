import { compileBpmn, type ExecutableProcess, type ModelProblem } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { InstanceHarness } from './testing/runtime-harness.js';

/**
 * Every attribute and extension the compiler accepts, compiled from XML and run: each shows its effect on a
 * run, or that deploy refuses it with a problem naming the element and the attribute. Nothing is read and
 * then ignored. (Timer start events and message start locks are scheduled by the engine: see
 * apps/engine/src/timers and apps/engine/src/messages.)
 */

const NAMESPACES = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"';

function definitions(body: string, roots = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NAMESPACES} id="D" targetNamespace="https://baton.example/spec">
${roots}
<bpmn:process id="P" isExecutable="true">
${body}
</bpmn:process>
</bpmn:definitions>`;
}

/** Unconditional flows `a-b` between consecutive ids. */
function chain(...ids: string[]): string {
  return ids
    .slice(1)
    .map((to, index) => `<bpmn:sequenceFlow id="${ids[index]}-${to}" sourceRef="${ids[index]}" targetRef="${to}" />`)
    .join('\n');
}

function extensions(...elements: string[]): string {
  return `<bpmn:extensionElements>${elements.join('')}</bpmn:extensionElements>`;
}

/** Mapping sources hold quotes and comparisons, so they are escaped as XML attribute values. */
function attribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function io(inputs: Record<string, string>, outputs: Record<string, string> = {}): string {
  const input = Object.entries(inputs).map(([target, source]) => `<zeebe:input source="${attribute(source)}" target="${attribute(target)}" />`);
  const output = Object.entries(outputs).map(([target, source]) => `<zeebe:output source="${attribute(source)}" target="${attribute(target)}" />`);
  return `<zeebe:ioMapping>${input.join('')}${output.join('')}</zeebe:ioMapping>`;
}

const outputs = (mappings: Record<string, string>) => io({}, mappings);
const job = (type: string) => `<zeebe:taskDefinition type="${type}" />`;

async function compile(xml: string): Promise<ExecutableProcess> {
  const result = await compileBpmn(xml);
  if (!result.ok) throw new Error(`expected the model to compile, got ${JSON.stringify(result.problems, null, 2)}`);
  const [process] = result.processes;
  if (!process) throw new Error('no process');
  return process;
}

async function problems(xml: string): Promise<Array<Pick<ModelProblem, 'elementId' | 'message'>>> {
  const result = await compileBpmn(xml);
  if (result.ok) throw new Error('expected the model to be refused, but it compiled');
  return result.problems.map(({ elementId, message }) => ({ elementId, message }));
}

async function run(xml: string, variables = {}): Promise<InstanceHarness> {
  const harness = new InstanceHarness(await compile(xml));
  harness.ports.time = Date.parse('2026-01-31T10:00:00Z');
  harness.start(variables);
  return harness;
}

function subscriptionOf(harness: InstanceHarness, elementId: string) {
  const subscription = [...harness.state.subscriptions.values()].find((candidate) => candidate.elementId === elementId);
  if (!subscription) throw new Error(`no subscription for ${elementId}`);
  return subscription;
}

function trigger(harness: InstanceHarness, elementId: string, variables = {}): string[] {
  const subscription = subscriptionOf(harness, elementId);
  return harness.send({ type: 'TriggerEvent', subscriptionKey: subscription.key, kind: subscription.kind, variables, messageKey: null });
}

const message = (id: string, name: string, correlationKey = '=orderId') =>
  `<bpmn:message id="${id}" name="${name}">${extensions(`<zeebe:subscription correlationKey="${correlationKey}" />`)}</bpmn:message>`;

describe('output mappings of every element kind that accepts them', () => {
  it('should apply a none start event output mapping, so a later correlation key can use it (the Enforcing SLA tutorial)', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start">${extensions(outputs({ key: '="order-" + string(orderNumber)' }))}</bpmn:startEvent>
         <bpmn:intermediateCatchEvent id="paid"><bpmn:messageEventDefinition messageRef="M" /></bpmn:intermediateCatchEvent>
         <bpmn:endEvent id="end" />
         ${chain('start', 'paid', 'end')}`,
        message('M', 'payment', '=key'),
      ),
      { orderNumber: 7 },
    );
    expect(harness.variable('key')).toBe('order-7');
    expect(subscriptionOf(harness, 'paid').correlationKey).toBe('order-7');
    expect([...harness.state.incidents.values()]).toEqual([]);
  });

  it('should keep what a message start event delivered local when it has output mappings, and map only what they name', async () => {
    const process = await compile(
      definitions(
        `<bpmn:startEvent id="placed"><bpmn:messageEventDefinition messageRef="M" />${extensions(outputs({ orderId: '=order.id' }))}</bpmn:startEvent>
         <bpmn:endEvent id="end" />
         ${chain('placed', 'end')}`,
        '<bpmn:message id="M" name="order-placed" />',
      ),
    );
    const harness = new InstanceHarness(process);
    // as the engine starts it when a message arrives
    harness.send({ type: 'CreateProcessInstance', variables: { order: { id: 'o-1', total: 5 } }, startEventId: 'placed' });
    expect(harness.variable('orderId')).toBe('o-1');
    expect(harness.variable('order')).toBeUndefined();
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should merge everything a message start event without output mappings delivered into the process', async () => {
    const process = await compile(
      definitions(
        `<bpmn:startEvent id="placed"><bpmn:messageEventDefinition messageRef="M" /></bpmn:startEvent>`,
        '<bpmn:message id="M" name="order-placed" />',
      ),
    );
    const harness = new InstanceHarness(process);
    harness.send({
      type: 'CreateProcessInstance',
      variables: { order: { id: 'o-1' } },
      startEventId: 'placed',
      startTrigger: { subscriptionKey: '77', kind: 'message', dueAt: null, messageKey: '78' },
    });
    expect(harness.variable('order')).toEqual({ id: 'o-1' });
  });

  const passingElements: Array<[string, (mapping: string) => string]> = [
    ['a none intermediate throw event', (mapping) => `<bpmn:intermediateThrowEvent id="it">${mapping}</bpmn:intermediateThrowEvent>`],
    [
      'a signal intermediate throw event',
      (mapping) => `<bpmn:intermediateThrowEvent id="it"><bpmn:signalEventDefinition signalRef="S" />${mapping}</bpmn:intermediateThrowEvent>`,
    ],
    ['a manual task', (mapping) => `<bpmn:manualTask id="it">${mapping}</bpmn:manualTask>`],
    ['an undefined task', (mapping) => `<bpmn:task id="it">${mapping}</bpmn:task>`],
  ];

  it.each(passingElements)('should apply the input and output mappings of %s as it passes', async (_kind, element) => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />${element(extensions(io({ local: '=amount * 2' }, { doubled: '=local', total: '=amount + local' })))}<bpmn:endEvent id="end" />${chain('start', 'it', 'end')}`,
        '<bpmn:signal id="S" name="go" />',
      ),
      { amount: 21 },
    );
    expect(harness.variable('doubled')).toBe(42);
    expect(harness.variable('total')).toBe(63);
    expect(harness.variable('local')).toBeUndefined();
  });

  it('should apply the output mappings of an end event as the path ends', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:endEvent id="end">${extensions(outputs({ outcome: '="done: " + item' }))}</bpmn:endEvent>${chain('start', 'end')}`,
      ),
      { item: 'x' },
    );
    expect(harness.variable('outcome')).toBe('done: x');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should map what a job, a message, a signal and a user delivered through the output mappings of tasks and catch events', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />
         <bpmn:serviceTask id="work">${extensions(job('work'), outputs({ workResult: '=result' }))}</bpmn:serviceTask>
         <bpmn:receiveTask id="receive" messageRef="M">${extensions(outputs({ received: '=payload' }))}</bpmn:receiveTask>
         <bpmn:intermediateCatchEvent id="wait"><bpmn:signalEventDefinition signalRef="S" />${extensions(outputs({ signalled: '=flag' }))}</bpmn:intermediateCatchEvent>
         <bpmn:userTask id="review">${extensions('<zeebe:userTask />', outputs({ approved: '=decision = "yes"' }))}</bpmn:userTask>
         <bpmn:endEvent id="end" />
         ${chain('start', 'work', 'receive', 'wait', 'review', 'end')}`,
        `${message('M', 'payment')}<bpmn:signal id="S" name="go" />`,
      ),
      { orderId: 'o-1' },
    );
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('work'), variables: { result: 1 } });
    trigger(harness, 'receive', { payload: 2 });
    trigger(harness, 'wait', { flag: true });
    const [task] = harness.state.userTasks.values();
    harness.send({ type: 'CompleteUserTask', userTaskKey: task?.key ?? '', expectedRevision: null, variables: { decision: 'yes' }, action: null });
    expect([harness.variable('workResult'), harness.variable('received'), harness.variable('signalled'), harness.variable('approved')]).toEqual([
      1,
      2,
      true,
      true,
    ]);
    expect([harness.variable('result'), harness.variable('payload'), harness.variable('flag'), harness.variable('decision')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should map what a boundary event delivered', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />
         <bpmn:serviceTask id="work">${extensions(job('work'))}</bpmn:serviceTask>
         <bpmn:boundaryEvent id="cancelled" attachedToRef="work"><bpmn:messageEventDefinition messageRef="M" />${extensions(outputs({ reason: '=why' }))}</bpmn:boundaryEvent>
         <bpmn:endEvent id="end" /><bpmn:endEvent id="stopped" />
         ${chain('start', 'work', 'end')}${chain('cancelled', 'stopped')}`,
        message('M', 'cancel'),
      ),
      { orderId: 'o-1' },
    );
    trigger(harness, 'cancelled', { why: 'customer' });
    expect(harness.variable('reason')).toBe('customer');
    expect(harness.variable('why')).toBeUndefined();
  });

  it('should evaluate what waiting elements open (correlation keys, assignees) with their input mappings, which stay local', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:parallelGateway id="fork" />
         <bpmn:receiveTask id="receive" messageRef="M">${extensions(io({ key: '="r-" + orderId' }))}</bpmn:receiveTask>
         <bpmn:intermediateCatchEvent id="wait"><bpmn:messageEventDefinition messageRef="M" />${extensions(io({ key: '="c-" + orderId' }))}</bpmn:intermediateCatchEvent>
         <bpmn:userTask id="review">${extensions('<zeebe:userTask />', '<zeebe:assignmentDefinition assignee="=reviewer" />', io({ reviewer: '=upper case(requester)' }))}</bpmn:userTask>
         <bpmn:endEvent id="end">${extensions(io({ local: '=orderId + "!"' }, { closed: '=local' }))}</bpmn:endEvent>
         ${chain('start', 'fork', 'receive')}${chain('fork', 'wait')}${chain('fork', 'review')}${chain('fork', 'end')}`,
        message('M', 'payment', '=key'),
      ),
      { orderId: 'o-1', requester: 'ann' },
    );
    expect(subscriptionOf(harness, 'receive').correlationKey).toBe('r-o-1');
    expect(subscriptionOf(harness, 'wait').correlationKey).toBe('c-o-1');
    expect([...harness.state.userTasks.values()][0]?.assignee).toBe('ANN');
    expect(harness.variable('closed')).toBe('o-1!');
    expect([harness.variable('key'), harness.variable('reviewer'), harness.variable('local')]).toEqual([undefined, undefined, undefined]);
  });

  it('should apply the input mappings of a start event before its outputs, as locals of the start event', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start">${extensions(io({ base: '=10' }, { result: '=base + 1' }))}</bpmn:startEvent><bpmn:endEvent id="end" />${chain('start', 'end')}`,
      ),
    );
    expect(harness.variable('result')).toBe(11);
    expect(harness.variable('base')).toBeUndefined();
  });
});

describe('jobs', () => {
  it('should create the job with its FEEL type, FEEL retries and task headers, with input mappings as its local variables', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />
         <bpmn:serviceTask id="work">${extensions(
           '<zeebe:taskDefinition type="=&quot;ship-&quot; + region" retries="=attempts + 1" />',
           '<zeebe:taskHeaders><zeebe:header key="carrier" value="dhl" /></zeebe:taskHeaders>',
           io({ address: '=customer.address' }),
         )}</bpmn:serviceTask>
         ${chain('start', 'work')}`,
      ),
      { region: 'eu', attempts: 4, customer: { address: 'Main St' } },
    );
    const jobKey = harness.jobKeyOf('work');
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ type: 'ship-eu', retries: 5, customHeaders: { carrier: 'dhl' } });
    const instanceKey = harness.state.jobs.get(jobKey)?.elementInstanceKey ?? '';
    expect(harness.variable('address', instanceKey)).toBe('Main St');
    expect(harness.variable('address')).toBeUndefined();
  });

  it('should default the retries to 3, and run send tasks and job-worker script tasks as jobs', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />
         <bpmn:sendTask id="notify">${extensions(job('notify'))}</bpmn:sendTask>
         <bpmn:scriptTask id="compute">${extensions(job('compute'))}</bpmn:scriptTask>
         ${chain('start', 'notify', 'compute')}`,
      ),
    );
    expect(harness.state.jobs.get(harness.jobKeyOf('notify'))).toMatchObject({ type: 'notify', retries: 3 });
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('notify'), variables: {} });
    expect(harness.state.jobs.get(harness.jobKeyOf('compute'))).toMatchObject({ type: 'compute', retries: 3 });
  });

  it('should run a FEEL zeebe:script and store its result in the resultVariable', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:scriptTask id="sum">${extensions('<zeebe:script expression="=sum(items)" resultVariable="total" />')}</bpmn:scriptTask>${chain('start', 'sum')}`,
      ),
      { items: [1, 2, 3] },
    );
    expect(harness.variable('total')).toBe(6);
  });
});

describe('flows', () => {
  const gateway = (kind: 'exclusiveGateway' | 'serviceTask', extra = '') =>
    definitions(
      `<bpmn:startEvent id="start" />
       <bpmn:${kind} id="decide" default="small">${extra}</bpmn:${kind}>
       <bpmn:endEvent id="bigEnd" /><bpmn:endEvent id="mediumEnd" /><bpmn:endEvent id="smallEnd" />
       ${chain('start', 'decide')}
       <bpmn:sequenceFlow id="big" sourceRef="decide" targetRef="bigEnd"><bpmn:conditionExpression>=amount &gt; 100</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="medium" sourceRef="decide" targetRef="mediumEnd"><bpmn:conditionExpression>=amount &gt; 10</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="small" sourceRef="decide" targetRef="smallEnd" />`,
    );
  const taken = (harness: InstanceHarness) =>
    harness.log.filter((event) => event.type === 'SequenceFlowTaken' && event.sourceId === 'decide').map((event) => ('flowId' in event ? event.flowId : ''));

  it.each([
    [500, ['big']],
    [50, ['medium']],
    [5, ['small']],
  ])('should take the first true condition of an exclusive gateway, else its default flow (amount %s)', async (amount, flows) => {
    expect(taken(await run(gateway('exclusiveGateway'), { amount }))).toEqual(flows);
  });

  it.each([
    [500, ['big', 'medium']],
    [5, ['small']],
  ])('should take every true conditional flow out of a task, else its default flow (amount %s)', async (amount, flows) => {
    const harness = await run(gateway('serviceTask', extensions(job('work'))), { amount });
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('decide'), variables: {} });
    expect(taken(harness)).toEqual(flows);
  });
});

describe('events', () => {
  it('should open timers from a duration, a zoned date (literal or computed by FEEL) and a cycle, calendar-correct', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:parallelGateway id="fork" />
         <bpmn:intermediateCatchEvent id="month"><bpmn:timerEventDefinition><bpmn:timeDuration>P1M</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
         <bpmn:intermediateCatchEvent id="berlin"><bpmn:timerEventDefinition><bpmn:timeDate>2026-03-28T10:00:00[Europe/Berlin]</bpmn:timeDate></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
         <bpmn:intermediateCatchEvent id="computed"><bpmn:timerEventDefinition><bpmn:timeDate>=date and time(date("2026-03-29"), time("10:00:00@Europe/Berlin"))</bpmn:timeDate></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>
         <bpmn:serviceTask id="work">${extensions(job('work'))}</bpmn:serviceTask>
         <bpmn:boundaryEvent id="remind" attachedToRef="work" cancelActivity="false"><bpmn:timerEventDefinition><bpmn:timeCycle>R2/2026-03-28T10:00:00[Europe/Berlin]/P1D</bpmn:timeCycle></bpmn:timerEventDefinition></bpmn:boundaryEvent>
         <bpmn:endEvent id="reminded" />
         ${chain('start', 'fork', 'month')}${chain('fork', 'berlin')}${chain('fork', 'computed')}${chain('fork', 'work')}${chain('remind', 'reminded')}`,
      ),
    );
    expect(subscriptionOf(harness, 'month').dueAt).toBe(Date.parse('2026-02-28T10:00:00Z'));
    expect(subscriptionOf(harness, 'berlin').dueAt).toBe(Date.parse('2026-03-28T09:00:00Z'));
    expect(subscriptionOf(harness, 'computed').dueAt).toBe(Date.parse('2026-03-29T08:00:00Z'));
    expect(subscriptionOf(harness, 'remind')).toMatchObject({ dueAt: Date.parse('2026-03-28T09:00:00Z'), repetitionsLeft: 2, interrupting: false });
    trigger(harness, 'remind');
    expect(subscriptionOf(harness, 'remind').dueAt).toBe(Date.parse('2026-03-29T08:00:00Z'));
    expect(harness.state.jobs.get(harness.jobKeyOf('work'))?.state).toBe('ACTIVATABLE');
  });

  it('should subscribe with the FEEL message name and correlation key, and with the signal name', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:eventBasedGateway id="either" />
         <bpmn:intermediateCatchEvent id="paid"><bpmn:messageEventDefinition messageRef="M" /></bpmn:intermediateCatchEvent>
         <bpmn:intermediateCatchEvent id="stop"><bpmn:signalEventDefinition signalRef="S" /></bpmn:intermediateCatchEvent>
         ${chain('start', 'either', 'paid')}${chain('either', 'stop')}`,
        `${message('M', '=&quot;paid-&quot; + region', '=order.id')}<bpmn:signal id="S" name="shutdown" />`,
      ),
      { region: 'eu', order: { id: 42 } },
    );
    expect(subscriptionOf(harness, 'paid')).toMatchObject({ kind: 'message', messageName: 'paid-eu', correlationKey: '42' });
    expect(subscriptionOf(harness, 'stop')).toMatchObject({ kind: 'signal', signalName: 'shutdown' });
  });

  it('should interrupt the activity from an interrupting boundary event and run beside it from a non-interrupting one', async () => {
    const model = (cancelActivity: boolean) =>
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:serviceTask id="work">${extensions(job('work'))}</bpmn:serviceTask>
         <bpmn:boundaryEvent id="late" attachedToRef="work" cancelActivity="${cancelActivity}"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
         <bpmn:endEvent id="end" /><bpmn:endEvent id="escalated" />${chain('start', 'work', 'end')}${chain('late', 'escalated')}`,
      );
    const interrupting = await run(model(true));
    trigger(interrupting, 'late');
    expect([...interrupting.state.jobs.values()][0]?.state).toBe('CANCELED');
    const beside = await run(model(false));
    trigger(beside, 'late');
    expect([...beside.state.jobs.values()][0]?.state).toBe('ACTIVATABLE');
  });
});

describe('user tasks', () => {
  it('should create the task with its assignment, schedule, priority, form and headers', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" />
         <bpmn:userTask id="review">${extensions(
           '<zeebe:userTask />',
           '<zeebe:assignmentDefinition assignee="=requester" candidateGroups="sales, legal" candidateUsers="=[&quot;ann&quot;, &quot;bob&quot;]" />',
           '<zeebe:taskSchedule dueDate="2026-03-28T10:00:00[Europe/Berlin]" followUpDate="=date and time(&quot;2026-03-27T10:00:00@Europe/Berlin&quot;)" />',
           '<zeebe:priorityDefinition priority="80" />',
           '<zeebe:formDefinition formId="review-form" bindingType="versionTag" versionTag="v2" />',
           '<zeebe:taskHeaders><zeebe:header key="team" value="blue" /></zeebe:taskHeaders>',
         )}</bpmn:userTask>
         ${chain('start', 'review')}`,
      ),
      { requester: 'carol' },
    );
    expect([...harness.state.userTasks.values()][0]).toMatchObject({
      assignee: 'carol',
      candidateGroups: ['sales', 'legal'],
      candidateUsers: ['ann', 'bob'],
      dueDate: '2026-03-28T09:00:00.000Z',
      followUpDate: '2026-03-27T09:00:00.000Z',
      priority: 80,
      formId: 'review-form',
      formBinding: 'versionTag',
      customHeaders: { team: 'blue' },
    });
  });

  it('should evaluate an external form reference', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:userTask id="review">${extensions('<zeebe:userTask />', '<zeebe:formDefinition externalReference="=&quot;https://forms.example/&quot; + id" />')}</bpmn:userTask>${chain('start', 'review')}`,
      ),
      { id: 'f1' },
    );
    expect([...harness.state.userTasks.values()][0]).toMatchObject({ externalFormReference: 'https://forms.example/f1', formId: null });
  });

  it('should raise an incident for a computed due date that does not exist, instead of rolling it over', async () => {
    const harness = await run(
      definitions(
        `<bpmn:startEvent id="start" /><bpmn:userTask id="review">${extensions('<zeebe:userTask />', '<zeebe:taskSchedule dueDate="=due" />')}</bpmn:userTask>${chain('start', 'review')}`,
      ),
      { due: '2026-02-30T10:00:00Z' },
    );
    expect([...harness.state.incidents.values()]).toMatchObject([{ elementId: 'review', errorType: 'EXTRACT_VALUE_ERROR' }]);
    expect(harness.state.userTasks.size).toBe(0);
  });
});

describe('what deploy refuses, naming the element and the attribute', () => {
  const task = (extension: string) =>
    definitions(`<bpmn:startEvent id="start" /><bpmn:serviceTask id="work">${extensions(extension)}</bpmn:serviceTask>${chain('start', 'work')}`);
  const userTask = (extension: string) =>
    definitions(
      `<bpmn:startEvent id="start" /><bpmn:userTask id="review">${extensions('<zeebe:userTask />', extension)}</bpmn:userTask>${chain('start', 'review')}`,
    );
  const timer = (timerXml: string) =>
    definitions(
      `<bpmn:startEvent id="start" /><bpmn:intermediateCatchEvent id="wait"><bpmn:timerEventDefinition>${timerXml}</bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>${chain('start', 'wait')}`,
    );
  const fix = "fix it, or write a FEEL expression starting with '=' that computes it";

  it.each([
    [
      'variable mappings on the process',
      definitions(`${extensions(outputs({ doubled: '=total * 2' }))}<bpmn:startEvent id="start" />`),
      'P',
      'zeebe:ioMapping is not supported yet on bpmn:process',
    ],
    ['an output mapping without a source', task(`${job('work')}${outputs({ result: '' })}`), 'work', "zeebe:output to 'result' has no source"],
    [
      'a mapping target that is no variable',
      task(`${job('work')}${io({ 'a b': '=1' })}`),
      'work',
      "zeebe:input has target 'a b', which is not a variable name or dotted path",
    ],
    [
      'job retries that are no number',
      task('<zeebe:taskDefinition type="work" retries="many" />'),
      'work',
      "zeebe:taskDefinition retries 'many' is neither a non-negative integer nor a FEEL expression starting with '='",
    ],
    [
      'a task header without a key',
      task(`${job('work')}<zeebe:taskHeaders><zeebe:header value="x" /></zeebe:taskHeaders>`),
      'work',
      'a zeebe:header has no key',
    ],
    [
      'two start execution listeners of one job type, which Zeebe refuses',
      task(
        `${job('work')}<zeebe:executionListeners><zeebe:executionListener eventType="start" type="audit" /><zeebe:executionListener eventType="start" type="audit" /></zeebe:executionListeners>`,
      ),
      'work',
      "two start zeebe:executionListener elements have the job type 'audit'",
    ],
    [
      'a job priority beyond 32 bits, which Zeebe refuses',
      task(`${job('work')}<zeebe:jobPriorityDefinition priority="2147483648" />`),
      'work',
      "zeebe:jobPriorityDefinition priority '2147483648' is neither an integer between -2147483648 and 2147483647 nor a FEEL expression starting with '='",
    ],
    [
      'a linked resource without a type, which Zeebe requires',
      task(`${job('work')}<zeebe:linkedResources><zeebe:linkedResource resourceId="script" linkName="RPAScript" /></zeebe:linkedResources>`),
      'work',
      "the zeebe:linkedResource 'script' has no resourceType",
    ],
    [
      'February 30 as a timer date',
      timer('<bpmn:timeDate>2026-02-30T10:00:00Z</bpmn:timeDate>'),
      'wait',
      `the timer's timeDate '2026-02-30T10:00:00Z' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
    ],
    [
      'a timer date without offset or zone',
      timer('<bpmn:timeDate>2026-03-28T10:00:00</bpmn:timeDate>'),
      'wait',
      `the timer's timeDate '2026-03-28T10:00:00' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
    ],
    [
      'a duration with a fraction of a day',
      timer('<bpmn:timeDuration>P1.5D</bpmn:timeDuration>'),
      'wait',
      `the timer's timeDuration 'P1.5D' is not an ISO 8601 duration (such as PT15M or P1DT2H); ${fix}`,
    ],
    [
      'a priority above 100',
      userTask('<zeebe:priorityDefinition priority="101" />'),
      'review',
      `zeebe:priorityDefinition priority '101' is not an integer between 0 and 100; ${fix}`,
    ],
    [
      'an impossible due date',
      userTask('<zeebe:taskSchedule dueDate="2026-04-31T10:00:00Z" />'),
      'review',
      `zeebe:taskSchedule dueDate '2026-04-31T10:00:00Z' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
    ],
    [
      'an embedded form on a Camunda user task',
      userTask('<zeebe:formDefinition formKey="camunda-forms:bpmn:form1" />'),
      'review',
      'a Camunda user task (zeebe:userTask) cannot use a formKey; deploy the form as a .form resource and use formId, or remove zeebe:userTask to make it a job-worker user task',
    ],
  ])('should refuse %s', async (_what, xml, elementId, text) => {
    expect(await problems(xml)).toContainEqual({ elementId, message: text });
  });

  it('should accept zeebe:properties and a start form, which only carry metadata for tools (as in Zeebe), and run as without them', async () => {
    const withProperties = await compile(task(`${job('work')}<zeebe:properties><zeebe:property name="owner" value="sales" /></zeebe:properties>`));
    expect(withProperties).toEqual(await compile(task(job('work'))));
    // The start form is kept for the tasklist (GET /v2/process-definitions/{key}/form); nothing else changes.
    const withStartForm = await compile(
      definitions(`<bpmn:startEvent id="start">${extensions('<zeebe:formDefinition formId="request-form" />')}</bpmn:startEvent>`),
    );
    const start = withStartForm.elements['start'];
    expect(start?.startForm).toEqual({ kind: 'formId', formId: 'request-form', bindingType: 'latest', versionTag: null });
    // toEqual takes a property set to undefined as absent
    const withoutForm = { ...withStartForm, elements: { ...withStartForm.elements, start: { ...start, startForm: undefined } } };
    expect(withoutForm).toEqual(await compile(definitions('<bpmn:startEvent id="start" />')));
  });

  it('should keep the process version tag, which the API answers with', async () => {
    const xml = definitions('<bpmn:startEvent id="start" />').replace(
      'isExecutable="true">',
      `isExecutable="true">${extensions('<zeebe:versionTag value="v1.2" />')}`,
    );
    expect((await compile(xml)).versionTag).toBe('v1.2');
  });
});
