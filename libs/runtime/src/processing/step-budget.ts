import type { StepFailure } from './step-failure.js';

/**
 * Activations one command may run before its tokens must wait. A loop without a wait state would otherwise run (and
 * grow its events) until the engine runs out of memory; past the budget, every further step stops at its element
 * with an incident, whose resolution grants the instance another budget. The inner instances of a multi-instance
 * activity do not count (their number is the collection's size). The cost of a step grows with the steps before it
 * in the command (in the engine, 1,000 steps took 1.9 s here, 5,000 took 15 s), hence a budget this small.
 */
export const STEP_BUDGET = 2_000;

export function stepBudgetExhausted(elementId: string): StepFailure {
  return {
    errorType: 'UNKNOWN',
    message:
      `The instance ran ${STEP_BUDGET} activations in one command without waiting (a loop without a wait state?) and was stopped at '${elementId}'; ` +
      `resolve the incident to let it run on`,
  };
}
