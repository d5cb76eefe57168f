import { type FeelContext, type FeelExpression, FeelSession, type FeelUnaryTests, type FeelValue, feelContext } from '@baton/feel';
import { coerce, type DmnType } from '../types/dmn-type.js';

const NOTHING: FeelContext = feelContext();

/** An error of a decision's evaluation (DMN: the decision fails), naming what failed. */
export class DmnFailure extends Error {}

/** One evaluation of a model: its FEEL session (clock, budget) shared by every expression it evaluates. */
export class DmnRun {
  readonly session: FeelSession;

  constructor(readonly now: number) {
    this.session = new FeelSession(now);
  }

  feel(expression: FeelExpression, scope: FeelContext): FeelValue {
    const outcome = this.session.evaluate(expression, scope);
    if (!outcome.ok) throw new DmnFailure(outcome.message);
    return outcome.value;
  }

  /** true, false or null (cannot tell): a failed test is an error. */
  test(tests: FeelUnaryTests, input: FeelValue, scope: FeelContext): boolean | null {
    const outcome = this.session.test(tests, input, scope);
    if (!outcome.ok) throw new DmnFailure(outcome.message);
    return outcome.value === true ? true : outcome.value === false ? false : null;
  }

  /** Whether a value is one of a type's allowed values. */
  readonly allows = (tests: FeelUnaryTests, value: FeelValue): boolean => this.test(tests, value, NOTHING) === true;

  /**
   * A decision's result converted to its type; one that does not conform is null (DMN 1.4, 10.3.2.9.4), as a
   * decision answers where its logic has no answer.
   */
  result(value: FeelValue, type: DmnType): FeelValue {
    if (type.kind === 'any') return value;
    const coerced = coerce(value, type, this.allows);
    return coerced.ok ? coerced.value : null;
  }

  /** The value converted to the type (DMN's singleton-list conversions); one that does not conform is an error of `what`. */
  typed(value: FeelValue, type: DmnType, what: string): FeelValue {
    if (type.kind === 'any') return value;
    const coerced = coerce(value, type, this.allows);
    if (!coerced.ok) throw new DmnFailure(`${what}: ${coerced.message}`);
    return coerced.value;
  }
}
