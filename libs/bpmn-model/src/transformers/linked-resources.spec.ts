import { describe, expect, it } from 'vitest';
import { compileBpmn } from '../compile-bpmn.js';
import { problemsOfXml } from '../fixture.test-helper.js';

const model = (resources: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="t">
  <bpmn:process id="robot" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="to-script" sourceRef="start" targetRef="run-script" />
    <bpmn:serviceTask id="run-script">
      <bpmn:extensionElements>
        <zeebe:taskDefinition type="camunda::RPA" />
        <zeebe:linkedResources>${resources}</zeebe:linkedResources>
      </bpmn:extensionElements>
    </bpmn:serviceTask>
  </bpmn:process>
</bpmn:definitions>`;

describe('linked resources', () => {
  it('should read each zeebe:linkedResource onto the job, binding latest unless given', async () => {
    const result = await compileBpmn(
      model(`
          <zeebe:linkedResource resourceId="invoice-script" resourceType="RPA" linkName="RPAScript" />
          <zeebe:linkedResource resourceId="helpers" resourceType="RPA" linkName="Before" bindingType="versionTag" versionTag="v2" />`),
    );
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    expect(result.processes[0]?.elements['run-script']?.job?.linkedResources).toEqual([
      { resourceId: 'invoice-script', resourceType: 'RPA', linkName: 'RPAScript', bindingType: 'latest', versionTag: null },
      { resourceId: 'helpers', resourceType: 'RPA', linkName: 'Before', bindingType: 'versionTag', versionTag: 'v2' },
    ]);
  });

  it('should refuse a linked resource without id or type, or with an unknown binding, as Zeebe does', async () => {
    const problems = await problemsOfXml(
      model(`
          <zeebe:linkedResource resourceType="RPA" />
          <zeebe:linkedResource resourceId="no-type" />
          <zeebe:linkedResource resourceId="odd" resourceType="RPA" bindingType="newest" />`),
    );
    expect(problems.map((problem) => problem.message)).toEqual([
      'a zeebe:linkedResource has no resourceId',
      "the zeebe:linkedResource 'no-type' has no resourceType",
      "the zeebe:linkedResource 'odd' has the bindingType 'newest'; use latest, deployment or versionTag",
    ]);
  });
});
