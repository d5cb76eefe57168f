import { VariableContext } from 'lezer-feel';

/**
 * lezer-feel, which feelin parses with at every evaluation, tracks the variables of the context to read names with
 * spaces, and copies a variable's value into its tracking each time the expression names it: a list of 30,000 items
 * named 100 times took 5 s to parse, 100 filters on it 9 s, before any evaluation (and so before any budget) began.
 * A list holds no names for the parser to find (its items' keys are found the same without it: the specs compare
 * answers with and without), so lists are tracked as single values. Done once, for the process's lezer-feel, which
 * feelin shares.
 */
let done = false;

export function trackListsAsValues(): void {
  if (done) return;
  done = true;
  const isAtomic = VariableContext.isAtomic.bind(VariableContext);
  VariableContext.isAtomic = (value: unknown): boolean => Array.isArray(value) || isAtomic(value);
}
