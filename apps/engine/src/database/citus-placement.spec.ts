import { describe, expect, it } from 'vitest';
import { DISTRIBUTED_BY_INSTANCE, NOT_INSTANCE_SCOPED } from '../scale-out/distribution.js';
import { placementOrder } from './citus-placement.js';

const everyTable = () => new Set([...Object.keys(DISTRIBUTED_BY_INSTANCE), ...Object.keys(NOT_INSTANCE_SCOPED)].filter((table) => table !== 'history_event'));

describe('placementOrder', () => {
  it('should place the reference tables first, then each co-location group from its anchor on', () => {
    // when
    const order = placementOrder(everyTable()).map((step) => `${step.table}:${step.placement.kind}`);

    // then
    const firstDistributed = order.findIndex((step) => step.endsWith(':distributed'));
    expect(order.slice(0, firstDistributed).every((step) => step.endsWith(':reference'))).toBe(true);
    expect(order.slice(firstDistributed).some((step) => step.endsWith(':reference'))).toBe(false);
    expect(order[firstDistributed]).toBe('process_instance:distributed');
    expect(order.indexOf('message:distributed')).toBeLessThan(order.indexOf('published_message_id:distributed'));
    expect(order.indexOf('form:reference')).toBeLessThan(order.indexOf('deployment_form:reference'));
  });

  it('should leave out what the database does not have, and views', () => {
    expect(placementOrder(new Set(['job', 'schema_migrations'])).map((step) => step.table)).toEqual(['job', 'schema_migrations']);
  });

  it('should refuse a table distribution.ts does not place', () => {
    expect(() => placementOrder(new Set(['job', 'new_table']))).toThrow(/No Citus placement for table\(s\) new_table: place them in .*distribution\.ts/);
  });
});
