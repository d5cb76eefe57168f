import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../testing/fixture-harness.js';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';
import { STEP_BUDGET } from './step-budget.js';

/** start → again? → spin → back to again? forever: no element on the loop waits. */
const endlessLoop = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('again', 'EXCLUSIVE_GATEWAY')
    .element('spin', 'MANUAL_TASK')
    .element('done', 'END_EVENT')
    .chain('start', 'again')
    .flow('to-done', 'again', 'done', 'false')
    .flow('to-spin', 'again', 'spin', null, true)
    .chain('spin', 'again')
    .build();

const incidentsOf = (harness: InstanceHarness) => [...harness.state.incidents.values()];

describe('step budget', () => {
  it('should stop an instance that loops without waiting with an incident naming the loop', () => {
    // given
    const harness = new InstanceHarness(endlessLoop());

    // when
    const events = harness.start();

    // then
    const [incident, ...others] = incidentsOf(harness);
    expect(others).toEqual([]);
    expect(incident).toMatchObject({ errorType: 'UNKNOWN', elementId: expect.stringMatching(/^(again|spin)$/) });
    expect(incident?.errorMessage).toContain(`ran ${STEP_BUDGET} activations in one command without waiting`);
    expect(events.at(-1)).toMatch(/^IncidentCreated (again|spin) UNKNOWN$/);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    // the events of one command stay bounded by the budget
    expect(events.length).toBeLessThan(STEP_BUDGET * 6);
  });

  it('should let the instance run another budget when the incident is resolved', () => {
    // given
    const harness = new InstanceHarness(endlessLoop());
    harness.start();
    const [first] = incidentsOf(harness);

    // when
    harness.send({ type: 'ResolveIncident', incidentKey: first?.key ?? '' });

    // then a second stop, after as many steps again
    const open = incidentsOf(harness).filter((incident) => incident.key !== first?.key);
    expect(open).toHaveLength(1);
    expect(harness.log.filter((event) => event.type === 'ElementActivating' && event.elementId === 'spin').length).toBeGreaterThan(STEP_BUDGET / 3);
  });

  it('should not count the inner instances of a multi-instance activity: 3,000 items get their 3,000 jobs', async () => {
    const harness = await harnessForFixture(new URL('step-budget.many-items.bpmn', import.meta.url));

    harness.send({ type: 'CreateProcessInstance', variables: {} });

    expect(incidentsOf(harness)).toEqual([]);
    expect(harness.state.jobs.size).toBe(3000);
  });
});
