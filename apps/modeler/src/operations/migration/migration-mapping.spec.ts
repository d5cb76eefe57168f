import { describe, expect, it } from 'vitest';
import { migrationDecorations } from './migration-decoration';
import { mappingInstructions, premapped, unmappedActive } from './migration-mapping';

const element = (id: string, type: string) => ({ id, name: id, type });

describe('the migration mapping', () => {
  const source = [element('start', 'startEvent'), element('charge', 'serviceTask'), element('approve', 'userTask'), element('notify', 'sendTask')];
  const target = [element('start', 'startEvent'), element('charge', 'serviceTask'), element('review', 'userTask'), element('notify', 'serviceTask')];

  it('should map elements of the same id and type from the start, and no others', () => {
    expect(Object.fromEntries(premapped(source, target))).toEqual({ start: 'start', charge: 'charge', approve: '', notify: '' });
  });

  it('should send only the mapped elements as instructions, and name the active elements left unmapped', () => {
    const mapping = new Map(premapped(source, target)).set('approve', 'review');
    expect(mappingInstructions(mapping)).toEqual([
      { sourceElementId: 'start', targetElementId: 'start' },
      { sourceElementId: 'charge', targetElementId: 'charge' },
      { sourceElementId: 'approve', targetElementId: 'review' },
    ]);
    expect(unmappedActive(premapped(source, target), new Set(['charge', 'approve']))).toEqual(['approve']);
  });

  it('should show on both diagrams where tokens are, what goes where, and the unmapped elements that hold tokens', () => {
    const mapping = new Map([
      ['charge', 'charge'],
      ['approve', 'review'],
      ['notify', ''],
    ]);
    const { source: left, target: right } = migrationDecorations(
      mapping,
      new Map([
        ['approve', 2],
        ['notify', 1],
      ]),
      'approve',
    );
    expect(left.badges.map((badge) => `${badge.elementId} ${badge.text}`)).toEqual(['approve 2', 'approve → review', 'notify 1']);
    expect(right.badges.map((badge) => `${badge.elementId} ${badge.text}`)).toEqual(['review ← approve', 'review 2']);
    expect(left.markers.get('notify')).toEqual(['ops-unmapped']);
    expect(left.markers.get('approve')).toEqual(['ops-mapped', 'ops-selected']);
    expect(right.markers.get('review')).toEqual(['ops-mapped', 'ops-selected']);
  });
});
