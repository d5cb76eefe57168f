import { describe, expect, it } from 'vitest';
import { CAMUNDA7_NAMESPACE, camunda7Prefixes, leftoversOf } from './element-leftovers';

describe('camunda7Prefixes', () => {
  it('reads the prefixes bound to the Camunda 7 namespace, camunda when none is', () => {
    expect(camunda7Prefixes({ 'xmlns:c7': CAMUNDA7_NAMESPACE, 'xmlns:zeebe': 'http://camunda.org/schema/zeebe/1.0' })).toEqual(['c7']);
    expect(camunda7Prefixes({})).toEqual(['camunda']);
    expect(camunda7Prefixes(undefined)).toEqual(['camunda']);
  });
});

describe('leftoversOf', () => {
  it('lists the Camunda 7 attributes and extension elements, leaving Zeebe and other namespaces alone', () => {
    const task = {
      $type: 'bpmn:ServiceTask',
      $attrs: { 'camunda:asyncBefore': true, 'camunda:class': 'org.Charge', 'other:x': '1' },
      extensionElements: { values: [{ $type: 'zeebe:taskDefinition' }, { $type: 'camunda:inputOutput' }, { $type: 'camunda:properties' }] },
    };
    expect(leftoversOf(task, ['camunda'])).toEqual([
      { kind: 'attribute', name: 'camunda:asyncBefore', value: 'true' },
      { kind: 'attribute', name: 'camunda:class', value: 'org.Charge' },
      { kind: 'extension', name: 'camunda:inputOutput', index: 1 },
      { kind: 'extension', name: 'camunda:properties', index: 2 },
    ]);
  });

  it('finds nothing on an element without them', () => {
    expect(leftoversOf({ $type: 'bpmn:Task' }, ['camunda'])).toEqual([]);
  });
});
