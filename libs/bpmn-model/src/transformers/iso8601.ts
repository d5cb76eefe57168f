/** How to repair a literal that is not in the expected form. */
export const FIX_LITERAL = "fix it, or write a FEEL expression starting with '=' that computes it";

/** Spring-style cron (`0 0 9 * * MON-FRI`) or a macro (`@daily`), which Zeebe also accepts as a cycle. */
export function looksLikeCron(text: string): boolean {
  return /^@[a-z]+$/i.test(text) || /^\S+(?:\s+\S+){4,6}$/.test(text);
}
