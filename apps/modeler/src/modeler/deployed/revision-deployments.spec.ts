import { describe, expect, it } from 'vitest';
import { processIdOf, versionsDeployedFrom } from './revision-deployments';

const model = (id: string, task: string) =>
  `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="${id}" isExecutable="true"><bpmn:task id="${task}" /></bpmn:process></bpmn:definitions>`;

describe('processIdOf', () => {
  it('reads the process id with or without a prefix, not the definitions id', () => {
    expect(processIdOf(model('invoice', 't'))).toBe('invoice');
    expect(processIdOf('<definitions id="D"><process isExecutable="true" id="p-1"/></definitions>')).toBe('p-1');
    expect(processIdOf('<definitions id="D"/>')).toBeNull();
  });
});

describe('versionsDeployedFrom', () => {
  it('lists the versions whose XML is the revision, oldest first', () => {
    const revision = model('invoice', 'check');
    const deployed = [
      { processDefinitionKey: '3', version: 3, xml: revision },
      { processDefinitionKey: '2', version: 2, xml: model('invoice', 'other') },
      { processDefinitionKey: '1', version: 1, xml: revision },
    ];
    expect(versionsDeployedFrom(revision, deployed).map((item) => item.version)).toEqual([1, 3]);
    expect(versionsDeployedFrom(model('invoice', 'new'), deployed)).toEqual([]);
  });
});
