import type { ElementInstanceResult } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { noun, plural } from '../ui/format';
import { instanceDecoration, legendCounts } from './instance-decoration';

const stats = (elementId: string, counts: Partial<Record<'active' | 'incidents' | 'completed' | 'canceled', number>>) => ({
  elementId,
  active: 0,
  incidents: 0,
  completed: 0,
  canceled: 0,
  ...counts,
});

describe('instanceDecoration', () => {
  it('should put a token badge with the count on active elements, an incident badge where incidents wait, and mark the completed path', () => {
    const decoration = instanceDecoration({
      statistics: [stats('start', { completed: 1 }), stats('charge', { active: 2, incidents: 1 }), stats('loop', { completed: 3 })],
      takenFlows: ['flow_start', 'flow_start'],
      elementInstances: [],
    });
    expect(decoration.badges.map((badge) => [badge.elementId, badge.kind, badge.text])).toEqual([
      ['charge', 'token', '2'],
      ['charge', 'incident', '⚠ 1'],
      ['loop', 'completed', '✓ 3'],
    ]);
    expect(Object.fromEntries(decoration.markers)).toEqual({
      start: ['ops-completed'],
      charge: ['ops-active', 'ops-incident'],
      loop: ['ops-completed'],
      flow_start: ['ops-taken'],
    });
  });

  it('should mark compensation work once per element, and terminated elements only when nothing is active there', () => {
    const compensation = { elementId: 'refund', isCompensation: true } as ElementInstanceResult;
    const decoration = instanceDecoration({
      statistics: [stats('refund', { completed: 1 }), stats('wait', { canceled: 1 }), stats('again', { canceled: 1, active: 1 })],
      takenFlows: [],
      elementInstances: [compensation, compensation],
    });
    expect(decoration.badges.filter((badge) => badge.kind === 'compensation').map((badge) => badge.elementId)).toEqual(['refund']);
    expect(decoration.markers.get('wait')).toEqual(['ops-canceled']);
    expect(decoration.markers.get('again')).toEqual(['ops-active']);
  });

  it("should give the legend the instance's tokens (scopes left out) and incidents, with the noun by count", () => {
    const element = (type: ElementInstanceResult['type'], state: ElementInstanceResult['state']) => ({ type, state }) as ElementInstanceResult;
    const counts = legendCounts({
      statistics: [stats('process', { active: 1 }), stats('charge', { active: 2, incidents: 1 }), stats('ship', { completed: 1 })],
      takenFlows: [],
      elementInstances: [
        element('PROCESS', 'ACTIVE'),
        element('MULTI_INSTANCE_BODY', 'ACTIVE'),
        element('SERVICE_TASK', 'ACTIVE'),
        element('SERVICE_TASK', 'ACTIVE'),
        element('USER_TASK', 'COMPLETED'),
      ],
    });
    expect(counts).toEqual({ tokens: 2, incidents: 1 });
    expect([noun(1, 'incident'), noun(2, 'incident'), noun(0, 'incident'), plural(1, 'active token')]).toEqual([
      'incident',
      'incidents',
      'incidents',
      '1 active token',
    ]);
  });
});
