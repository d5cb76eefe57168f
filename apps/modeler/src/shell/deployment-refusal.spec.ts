import { describe, expect, it } from 'vitest';
import { refusalIssues } from './deployment-refusal';

describe('refusalIssues', () => {
  it('names each element of the refusal with its resource and reason', () => {
    const detail =
      "Resource 'order.bpmn' cannot be deployed:\nElement 'decide' (bpmn:businessRuleTask): Expected to find decision with id 'level' in current deployment, but not found.";
    expect(refusalIssues(detail)).toEqual([
      {
        elementId: 'decide',
        message: "order.bpmn: Expected to find decision with id 'level' in current deployment, but not found.",
        severity: 'error',
        source: 'engine',
      },
    ]);
  });

  it('reads a DMN refusal, whose elements carry no type', () => {
    const detail = "Resource 'rules.dmn' cannot be deployed:\nElement 'Rule_1': failed to parse expression\nElement 'Rule_2': another";
    expect(refusalIssues(detail).map((issue) => [issue.elementId, issue.message])).toEqual([
      ['Rule_1', 'rules.dmn: failed to parse expression'],
      ['Rule_2', 'rules.dmn: another'],
    ]);
  });

  it('is empty for a refusal that names no element', () => {
    expect(refusalIssues("Expected the decision ids to be unique within a deployment but found a duplicated id 'a'")).toEqual([]);
  });
});
