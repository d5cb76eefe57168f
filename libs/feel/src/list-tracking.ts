import { VariableContext } from 'lezer-feel';

/**
 * lezer-feel, which feelin parses with at every evaluation, tracks the variables of the context to read names with
 * spaces, and copies a variable's value into its tracking each time the expression names it: a list of 30,000 items
 * named 100 times took 5 s to parse, 100 filters on it 9 s, before any evaluation (and so before any budget) began.
 * A list holds no names for the parser to find (the keys with spaces of its items are read as before: see the spec),
 * so lists are tracked as contexts without keys. Done once, for the process's lezer-feel, which feelin shares.
 */
let done = false;

/** The static side of lezer-feel's VariableContext that its type declarations leave out. */
interface Unwrapping {
  __unwrap(context: unknown): unknown;
}

export function trackListsAsValues(): void {
  if (done) return;
  done = true;
  // A list becomes a context without keys: the tracker still gets a context wherever it expects one (`get value`
  // of a list asks it for a key), and copies nothing. The keys it copied were its indexes, which no name can be.
  const tracked = VariableContext as unknown as Unwrapping;
  const unwrap = tracked.__unwrap.bind(VariableContext);
  tracked.__unwrap = (context: unknown): unknown => (Array.isArray(context) ? {} : unwrap(context));
}
