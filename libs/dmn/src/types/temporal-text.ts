import { compileFeelExpression, type FeelExpression, FeelSession, type FeelTypeName, type FeelValue, feelContext } from '@baton/feel';

/** FEEL's conversion from text of each temporal type. */
const CONVERSIONS: Partial<Record<FeelTypeName, string>> = {
  date: 'date(text)',
  time: 'time(text)',
  'date and time': 'date and time(text)',
  'days and time duration': 'duration(text)',
  'years and months duration': 'duration(text)',
};

const compiled = new Map<FeelTypeName, FeelExpression>();

function conversion(type: FeelTypeName): FeelExpression | null {
  const source = CONVERSIONS[type];
  if (source === undefined) return null;
  let expression = compiled.get(type);
  if (expression === undefined) {
    const compilation = compileFeelExpression(source, {});
    if (!compilation.ok) throw new Error(compilation.message);
    expression = compilation.program;
    compiled.set(type, expression);
  }
  return expression;
}

/**
 * A temporal value read from its ISO text (`2026-01-31`, `P1D`) as FEEL's conversion functions read it; null when the
 * type is no temporal type or the text is not one of its values. JSON, and so a process variable or a TCK input,
 * holds temporal values as text.
 */
export function temporalFromText(type: FeelTypeName, text: string): FeelValue {
  const expression = conversion(type);
  if (expression === null) return null;
  const outcome = new FeelSession(0).evaluate(expression, Object.assign(feelContext(), { text: text.trim() }));
  return outcome.ok ? outcome.value : null;
}
