import type { AuditLogResult, HistoryEventDto } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import { payloadSummary, timeline } from './timeline';

const event = (sequence: number, timestamp: string, type: string, payload: Record<string, unknown> = {}): HistoryEventDto => ({
  processInstanceKey: '1',
  sequence,
  type,
  elementId: 'charge',
  elementInstanceKey: null,
  timestamp,
  payload,
});

describe('the instance timeline', () => {
  it("should merge the engine's events and the operators' actions in time order, with who did what and why", () => {
    const audit = {
      auditLogKey: '9',
      timestamp: '2026-12-01T10:00:01Z',
      actorId: 'olga',
      operationType: 'RESOLVE',
      entityType: 'INCIDENT',
      result: 'SUCCESS',
      annotation: 'reason: back up',
    };
    const entries = timeline(
      [
        event(1, '2026-12-01T10:00:00Z', 'ELEMENT_ACTIVATED', { elementId: 'charge', jobKey: '5' }),
        event(2, '2026-12-01T10:00:02Z', 'ProcessInstanceMigrated', {
          targetVersion: 2,
          requestedBy: { actorId: 'olga', reason: 'v2', batchOperationKey: '7' },
        }),
      ],
      [audit as AuditLogResult],
    );
    expect(entries.map((entry) => [entry.kind, entry.what, entry.detail])).toEqual([
      ['event', 'element activated', 'elementId: charge'],
      ['operator', 'olga: resolve incident', 'reason: back up'],
      ['operator', 'olga: process instance migrated', 'targetVersion: 2; reason: v2; batch 7'],
    ]);
  });

  it('should say which activities an ad-hoc sub-process started and what started them, leaving keys and nested values out', () => {
    expect(payloadSummary({ elementIds: ['lookup', 'clock'], activatedBy: 'JOB_RESULT', elementInstanceKey: '7', variables: { a: 1 } })).toBe(
      'elementIds: [lookup, clock], activatedBy: JOB_RESULT',
    );
    expect(payloadSummary({ items: [{ a: 1 }] })).toBe('');
  });
});
