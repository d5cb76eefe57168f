import type { Renames } from './juel/feel-printer.js';
import { containsJuel, juelToFeel } from './juel/juel-to-feel.js';

/** A converted value, or why it could not be converted. */
export type Converted = { ok: true; value: string } | { ok: false; reason: string };

/**
 * A value for a Zeebe attribute that takes text or a FEEL expression (job type, assignee, timer): text stays
 * text, JUEL becomes FEEL with its leading '='.
 */
export function staticOrFeel(text: string): Converted {
  if (!containsJuel(text)) return { ok: true, value: text };
  return feelExpression(text);
}

/** A FEEL expression with its leading '=': JUEL translated, text without JUEL as a FEEL string. */
export function feelExpression(text: string, renames: Renames = {}): Converted {
  const translated = juelToFeel(text, renames);
  return translated.ok ? { ok: true, value: `=${translated.feel}` } : translated;
}
