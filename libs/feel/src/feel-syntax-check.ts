/** Where a FEEL problem sits in its source text (0-based offsets). */
export interface FeelPosition {
  from: number;
  to: number;
}

/** The outcome of a deploy-time check of an expression: fine, or why not and where. */
export type FeelSyntaxCheck = { ok: true } | { ok: false; message: string; position: FeelPosition };
