/**
 * A route's request as its handler receives it, typed from the route table entry of its operationId: path
 * parameters by the table's names, the query and body as `Static` of the entry's schemas (validated before the
 * handler runs). A handler written against these types cannot drift from the route it serves.
 */
import type { Static, TSchema } from 'typebox';
import type { RouteTable } from './route-table.js';

type RouteTableEntry = RouteTable[number];

/** The operationId of every route the table describes. */
export type OperationId = RouteTableEntry['operationId'];

/** The table entry of one operation. */
export type RouteEntryOf<O extends OperationId> = Extract<RouteTableEntry, { operationId: O }>;

/** `/v2/jobs/{jobKey}/completion` → `'jobKey'`. */
type PathParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParameterNames<Rest> : never;

export type RouteParams<O extends OperationId> = { readonly [Name in PathParameterNames<RouteEntryOf<O>['path']>]: string };

/** A body the route may go without is `undefined` when absent; a route without a body has none. */
export type RouteBody<O extends OperationId> =
  RouteEntryOf<O> extends { body: { schema: infer S extends TSchema; required: infer Required } }
    ? Required extends true
      ? Static<S>
      : Static<S> | undefined
    : undefined;

export type RouteQuery<O extends OperationId> = RouteEntryOf<O> extends { query: infer Q extends TSchema } ? Static<Q> : undefined;

/**
 * What the route answers on success, as `Static` of its success schema: nothing for a 204 command, and possibly
 * nothing where the route also answers 204 (a form or XML the resource lacks).
 */
export type RouteAnswer<O extends OperationId> = RouteEntryOf<O>['success'] extends { schema: infer S extends TSchema }
  ? RouteEntryOf<O> extends { extra: { '204': string } }
    ? Static<S> | undefined
    : Static<S>
  : undefined;
