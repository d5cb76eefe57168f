import type { ElementInstanceResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { elementLabel, variableScopes } from './variable-scopes';

const element = (elementInstanceKey: string, elementId: string, elementName: string, state: ElementInstanceResult['state'], type = 'SERVICE_TASK') =>
  ({ elementInstanceKey, elementId, elementName, state, type }) as ElementInstanceResult;

describe('variableScopes', () => {
  it('offers the process instance, then the active element instances by name with the id beside it', () => {
    const scopes = variableScopes('1', [
      element('1', 'order', 'Order', 'ACTIVE', 'PROCESS'),
      element('2', 'start', 'start', 'COMPLETED', 'START_EVENT'),
      element('3', 'gw', 'Amount high?', 'ACTIVE', 'EXCLUSIVE_GATEWAY'),
    ]);
    expect(scopes).toEqual([
      { key: '1', label: 'Process instance' },
      { key: '3', label: 'Amount high? (gw), 3' },
    ]);
  });
});

describe('elementLabel', () => {
  it('shows the id alone when the element has no name of its own', () => {
    expect(elementLabel('gw', 'gw')).toBe('gw');
  });
});
