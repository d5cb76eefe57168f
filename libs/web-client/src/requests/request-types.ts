/**
 * What a request to one operation takes and what it answers, from the route table's entry of its operationId: the
 * path parameters by the table's names, the query and body as the contract's schemas say, the answer as the
 * contract's success schema. A page written against these types cannot drift from the engine it calls.
 */
import type { OperationId, RouteAnswer, RouteBody, RouteEntryOf, RouteParams, RouteQuery } from '@baton/api-contract';

/** A multipart body (a deployment's files) goes as form data; every other body as the JSON its schema describes. */
type BodyOf<O extends OperationId> = RouteEntryOf<O> extends { body: { contentType: 'multipart/form-data' } } ? FormData : RouteBody<O>;

type ParamsPart<O extends OperationId> = keyof RouteParams<O> extends never ? { params?: undefined } : { params: RouteParams<O> };
type BodyPart<O extends OperationId> = undefined extends BodyOf<O> ? { body?: BodyOf<O> } : { body: BodyOf<O> };
type QueryPart<O extends OperationId> = RouteQuery<O> extends undefined ? { query?: undefined } : { query?: RouteQuery<O> };

/** The request of one operation; `headers` for what the schemas do not carry (`If-Match`). */
export type RequestOf<O extends OperationId> = ParamsPart<O> & BodyPart<O> & QueryPart<O> & { headers?: Readonly<Record<string, string>> };

/** An operation whose request has nothing required can be sent without one. */
export type RequestArgs<O extends OperationId> = object extends RequestOf<O> ? [request?: RequestOf<O>] : [request: RequestOf<O>];

/** The engine's answer to one operation: its status, its headers (an ETag) and its body as the contract types it. */
export interface Answer<O extends OperationId> {
  status: number;
  headers: Headers;
  body: RouteAnswer<O>;
}
