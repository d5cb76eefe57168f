import { type Diagnostic, setDiagnosticsEffect } from '@codemirror/lint';
import { EditorState, type Extension } from '@codemirror/state';

/** Advice such as "First item is accessed via [1]" stays: it judges no expression unparsable. */
const isAdvice = (diagnostic: Diagnostic): boolean => diagnostic.severity !== 'error';

/**
 * Drops the errors of the FEEL editor's own lint (lezer-feel in the browser, with none of the engine's reading of
 * `and(…)` calls, `instance of function` or Camunda's built-in names): the field then shows only the engine's verdict,
 * which decides what deploys. The editor hears of no error, so it shows no "Unparsable FEEL expression." either.
 */
export const withoutBrowserFeelVerdict: Extension = EditorState.transactionFilter.of((transaction) => {
  if (transaction.docChanged || !transaction.effects.some((effect) => effect.is(setDiagnosticsEffect))) return transaction;
  return { effects: transaction.effects.map((effect) => (effect.is(setDiagnosticsEffect) ? setDiagnosticsEffect.of(effect.value.filter(isAdvice)) : effect)) };
});
