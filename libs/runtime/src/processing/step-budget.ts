import type { StepFailure } from './step-failure.js';

/**
 * Steps one command may run before its tokens must wait. A loop without a wait state would otherwise run (and
 * grow its events) until the engine runs out of memory; past the budget, every further step stops at its element
 * with an incident, whose resolution grants the instance another budget. The cost of a step grows with the steps
 * before it in the command (in the engine, 1,000 steps took 1.9 s here, 5,000 took 15 s), hence a budget this small;
 * a parallel multi-instance activity takes a step per item, so one over more than ~2,000 items stops too.
 */
export const STEP_BUDGET = 2_000;

export function stepBudgetExhausted(elementId: string): StepFailure {
  return {
    errorType: 'UNKNOWN',
    message:
      `The instance ran ${STEP_BUDGET} steps in one command without waiting (a loop without a wait state?) and was stopped at '${elementId}'; ` +
      `resolve the incident to let it run on`,
  };
}
