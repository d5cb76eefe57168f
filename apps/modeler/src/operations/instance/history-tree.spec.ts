import type { HistoryEventDto } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { durationOf, historyTree } from './history-tree';

let sequence = 0;
const event = (
  type: string,
  elementInstanceKey: string | null,
  elementId: string | null,
  second: number,
  payload: Record<string, unknown> = {},
): HistoryEventDto => ({
  processInstanceKey: '1',
  sequence: ++sequence,
  type,
  elementId,
  elementInstanceKey,
  timestamp: new Date(Date.UTC(2026, 11, 1, 10, 0, second)).toISOString(),
  payload,
});
const activating = (key: string, elementId: string, elementType: string, flowScopeKey: string | null, second: number) =>
  event('ElementActivating', key, elementId, second, { elementType, flowScopeKey });

describe('the history tree', () => {
  it('should give one node per element instance, nested by scope, with its state, dates and raw events', () => {
    const { root, loose } = historyTree([
      activating('1', 'order', 'PROCESS', null, 0),
      event('ElementActivated', '1', 'order', 0),
      activating('2', 'start', 'START_EVENT', '1', 0),
      event('ElementCompleted', '2', 'start', 1),
      activating('3', 'sub', 'SUB_PROCESS', '1', 1),
      activating('4', 'charge', 'SERVICE_TASK', '3', 2),
      event('JobCreated', '4', 'charge', 2, { jobKey: '9' }),
      event('IncidentCreated', '4', 'charge', 5, { incidentKey: '7' }),
      event('ProcessInstanceMigrated', null, null, 6, { targetVersion: 2 }),
    ]);
    expect(loose).toEqual([]);
    expect(root?.elementId).toBe('order');
    expect(root?.events.map((entry) => entry.type)).toEqual(['ElementActivating', 'ElementActivated', 'ProcessInstanceMigrated']);
    expect(root?.children.map((node) => [node.elementId, node.state])).toEqual([
      ['start', 'COMPLETED'],
      ['sub', 'ACTIVE'],
    ]);
    const charge = root!.children[1]!.children[0]!;
    expect([charge.elementId, charge.state, charge.hasIncident, charge.events.length]).toEqual(['charge', 'ACTIVE', true, 3]);
    expect(durationOf(root!.children[0]!)).toBe(1000);
    expect(durationOf(charge, Date.parse(charge.startDate) + 4000)).toBe(4000);
  });

  it('should clear the incident flag once the incident is resolved, and end a terminated element', () => {
    const { root } = historyTree([
      activating('1', 'order', 'PROCESS', null, 0),
      activating('4', 'charge', 'SERVICE_TASK', '1', 1),
      event('IncidentCreated', '4', 'charge', 2, { incidentKey: '7' }),
      event('IncidentResolved', '4', 'charge', 3, { incidentKey: '7' }),
      event('ElementTerminated', '4', 'charge', 4),
    ]);
    expect(root?.children.map((node) => [node.state, node.hasIncident, node.endDate])).toEqual([['TERMINATED', false, '2026-12-01T10:00:04.000Z']]);
  });
});
