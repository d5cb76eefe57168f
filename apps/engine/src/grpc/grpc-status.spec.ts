import { status as Code } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { ApiProblem, CONCURRENT_MODIFICATION, conflict, notFound } from '../http/problem-detail.js';
import { InvalidState } from '../runtime/command-errors.js';
import { grpcStatusOf, unexpectedStatus } from './grpc-status.js';

describe('grpcStatusOf', () => {
  it("should answer a rejected command with Zeebe's code and words: INVALID_STATE is FAILED_PRECONDITION", () => {
    expect(grpcStatusOf(conflict('Expected job to be activated, but it is failed'), 'COMPLETE')).toEqual({
      code: Code.FAILED_PRECONDITION,
      details: "Command 'COMPLETE' rejected with code 'INVALID_STATE': Expected job to be activated, but it is failed",
    });
  });

  it('should answer an error of the runtime as its problem: a command error of the wrong state', () => {
    expect(grpcStatusOf(new InvalidState('not active'), 'CANCEL')?.code).toBe(Code.FAILED_PRECONDITION);
  });

  it('should answer NOT_FOUND and ALREADY_EXISTS with the same codes', () => {
    expect(grpcStatusOf(notFound('no job'), 'FAIL')?.code).toBe(Code.NOT_FOUND);
    expect(grpcStatusOf(conflict('published already', 'ALREADY_EXISTS'), 'PUBLISH')?.code).toBe(Code.ALREADY_EXISTS);
  });

  it('should answer a missing token UNAUTHENTICATED and a concurrent write ABORTED, without the rejection words', () => {
    expect(grpcStatusOf(new ApiProblem(401, 'no token', 'UNAUTHORIZED'), 'CREATE')).toEqual({ code: Code.UNAUTHENTICATED, details: 'no token' });
    expect(grpcStatusOf(conflict('changed meanwhile', CONCURRENT_MODIFICATION), 'CREATE')).toEqual({ code: Code.ABORTED, details: 'changed meanwhile' });
  });

  it('should answer the other problems by their HTTP status: a timeout is DEADLINE_EXCEEDED, an overload RESOURCE_EXHAUSTED', () => {
    expect(grpcStatusOf(new ApiProblem(504, 'no result in time', 'DEADLINE_EXCEEDED'), 'CREATE_WITH_AWAITING_RESULT')?.code).toBe(Code.DEADLINE_EXCEEDED);
    expect(grpcStatusOf(new ApiProblem(429, 'busy', 'TOO_MANY'), 'ACTIVATE')?.code).toBe(Code.RESOURCE_EXHAUSTED);
    expect(grpcStatusOf(new ApiProblem(503, 'database down', 'UNAVAILABLE'), 'ACTIVATE')?.code).toBe(Code.UNAVAILABLE);
  });

  it('should leave an unexpected error to the caller (null), whose status is INTERNAL in Zeebe words', () => {
    expect(grpcStatusOf(new TypeError('boom'), 'CREATE')).toBeNull();
    expect(unexpectedStatus(new TypeError('boom'))).toEqual({ code: Code.INTERNAL, details: 'Unexpected error occurred during the request processing: boom' });
  });
});
