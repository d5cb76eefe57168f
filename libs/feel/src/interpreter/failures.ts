import type { FeelPosition } from '../feel-syntax-check.js';

/** Ends an evaluation with an error Camunda raises as an incident (an unknown function, a failed `assert`). */
export class FeelEvaluationError extends Error {}

/** A source that cannot be compiled: a syntax error, or a construct no evaluation could give a value. */
export class FeelCompileError extends Error {
  constructor(
    message: string,
    readonly position: FeelPosition,
  ) {
    super(message);
  }
}
