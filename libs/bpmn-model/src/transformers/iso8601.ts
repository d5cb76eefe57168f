/** How to repair a literal that is not in the expected form. */
export const FIX_LITERAL = "fix it, or write a FEEL expression starting with '=' that computes it";
