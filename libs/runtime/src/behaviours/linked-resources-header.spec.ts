import { describe, expect, it } from 'vitest';
import type { ExecutableLinkedResource } from '@baton/bpmn-model';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

const script: ExecutableLinkedResource = { resourceId: 'invoice-script', resourceType: 'RPA', linkName: 'RPAScript', bindingType: 'latest', versionTag: null };
const before: ExecutableLinkedResource = { resourceId: 'helpers', resourceType: 'RPA', linkName: null, bindingType: 'versionTag', versionTag: 'v2' };

function harnessFor(resources: ExecutableLinkedResource[]): InstanceHarness {
  const process = new ProcessBuilder()
    .element('start', 'START_EVENT')
    .serviceTask('robot', 'x', {
      job: {
        type: { kind: 'static', value: 'camunda::RPA' },
        retries: { kind: 'static', value: '3' },
        customHeaders: { mode: 'fast' },
        linkedResources: resources,
      },
    })
    .element('end', 'END_EVENT')
    .chain('start', 'robot', 'end')
    .build();
  return new InstanceHarness(process);
}

describe('linked resources of a job', () => {
  it("should hand the worker each resource's key, type and link name in the linkedResources header, as Zeebe does", () => {
    // given: deployed resources, found by their binding
    const harness = harnessFor([script, before]);
    const lookups: unknown[] = [];
    harness.ports.linkedResources = {
      deploymentKey: '7',
      find: (resourceId, bindingType, versionTag) => {
        lookups.push([resourceId, bindingType, versionTag]);
        return resourceId === 'invoice-script' ? '2251799813685301' : '2251799813685302';
      },
    };

    // when
    harness.start();

    // then
    const job = [...harness.state.jobs.values()][0];
    expect(lookups).toEqual([
      ['invoice-script', 'latest', null],
      ['helpers', 'versionTag', 'v2'],
    ]);
    expect(job?.customHeaders).toEqual({
      mode: 'fast',
      linkedResources: JSON.stringify([
        { resourceKey: '2251799813685301', resourceType: 'RPA', linkName: 'RPAScript' },
        { resourceKey: '2251799813685302', resourceType: 'RPA', linkName: null },
      ]),
    });
  });

  it("should raise Zeebe's RESOURCE_NOT_FOUND incident for a resource not deployed, and create the job once it is", () => {
    // given: no resource deployed
    const harness = harnessFor([before]);
    let deployed = false;
    harness.ports.linkedResources = { deploymentKey: '7', find: () => (deployed ? '2251799813685302' : null) };

    // when
    const events = harness.start();

    // then
    expect(events.slice(-2)).toEqual(['ElementActivating robot', 'IncidentCreated robot RESOURCE_NOT_FOUND']);
    const incident = [...harness.state.incidents.values()][0];
    expect(incident?.errorMessage).toBe(
      "Expected to link a resource with id 'helpers' and version tag 'v2', but no such resource found. To resolve the incident, deploy a resource with the given id and version tag.",
    );

    // when the resource is deployed and the incident resolved
    deployed = true;
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then
    expect(retried).toEqual(['IncidentResolved', 'JobCreated robot camunda::RPA', 'ElementActivated robot']);
  });

  it('should leave the header out of a job without linked resources', () => {
    const harness = harnessFor([]);
    harness.start();
    expect([...harness.state.jobs.values()][0]?.customHeaders).toEqual({ mode: 'fast' });
  });
});
