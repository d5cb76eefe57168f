import type { StepFailure } from './step-failure.js';

/**
 * Steps one command may run before its tokens must wait. A loop without a wait state would otherwise run (and
 * grow its events) until the engine runs out of memory; past the budget, every further step stops at its element
 * with an incident, whose resolution grants the instance another budget.
 */
export const STEP_BUDGET = 10_000;

export function stepBudgetExhausted(elementId: string): StepFailure {
  return {
    errorType: 'UNKNOWN',
    message:
      `The instance ran ${STEP_BUDGET} steps in one command without waiting (a loop without a wait state?) and was stopped at '${elementId}'; ` +
      `resolve the incident to let it run on`,
  };
}
