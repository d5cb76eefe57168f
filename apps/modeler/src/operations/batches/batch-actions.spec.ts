import { describe, expect, it } from 'vitest';
import { batchActions, batchShare, batchTypeLabel } from './batch-actions';

describe('a batch operation in the list', () => {
  it('should offer what its state allows', () => {
    expect(batchActions('ACTIVE')).toEqual(['suspend', 'cancel']);
    expect(batchActions('CREATED')).toEqual(['suspend', 'cancel']);
    expect(batchActions('SUSPENDED')).toEqual(['resume', 'cancel']);
    expect(batchActions('COMPLETED')).toEqual([]);
    expect(batchActions('CANCELED')).toEqual([]);
  });

  it('should count failed items as done in its progress', () => {
    expect(batchShare({ operationsTotalCount: 4, operationsCompletedCount: 1, operationsFailedCount: 1 })).toBe(50);
    expect(batchShare({ operationsTotalCount: 0, operationsCompletedCount: 0, operationsFailedCount: 0 })).toBe(100);
    expect(batchTypeLabel('CANCEL_PROCESS_INSTANCE')).toBe('cancel process instance');
  });
});
