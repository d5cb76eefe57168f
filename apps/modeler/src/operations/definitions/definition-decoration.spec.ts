import { describe, expect, it } from 'vitest';
import { countsDecoration, heatDecoration } from './definition-decoration';

describe('a process diagram', () => {
  it('should badge each element with its active, incident and completed counts', () => {
    const decoration = countsDecoration([
      { elementId: 'charge', active: 2, incidents: 1, completed: 5, canceled: 0 },
      { elementId: 'start', active: 0, incidents: 0, completed: 8, canceled: 0 },
    ]);
    expect(decoration.badges.map((badge) => [badge.elementId, badge.kind, badge.text])).toEqual([
      ['charge', 'token', '2'],
      ['charge', 'incident', '⚠ 1'],
      ['charge', 'completed', '✓ 5'],
      ['start', 'completed', '✓ 8'],
    ]);
    expect(decoration.markers.get('charge')).toEqual(['ops-active', 'ops-incident']);
  });

  it('should shade the elements by their average time relative to the slowest one', () => {
    const decoration = heatDecoration([
      { elementId: 'approve', ended: 3, averageMs: 60_000, maxMs: 90_000, totalMs: 180_000 },
      { elementId: 'charge', ended: 3, averageMs: 500, maxMs: 900, totalMs: 1500 },
      { elementId: 'pack', ended: 1, averageMs: 30_000, maxMs: 30_000, totalMs: 30_000 },
    ]);
    expect([...decoration.markers]).toEqual([
      ['approve', ['ops-heat-5']],
      ['charge', ['ops-heat-1']],
      ['pack', ['ops-heat-3']],
    ]);
    expect(decoration.badges[1]).toMatchObject({ kind: 'heat', text: '⌀ 500 ms' });
  });
});
