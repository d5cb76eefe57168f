import { diagnosticCount, linter, setDiagnostics, setDiagnosticsEffect } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { withoutBrowserFeelVerdict } from './browser-feel-verdict';

const syntaxError = { from: 0, to: 3, severity: 'error' as const, message: 'Unrecognized token' };
const advice = { from: 4, to: 7, severity: 'warning' as const, message: 'First item is accessed via [1]' };

describe('withoutBrowserFeelVerdict', () => {
  it("drops the browser lint's errors and keeps its advice", () => {
    const state = EditorState.create({ doc: 'and(a, b)[0]', extensions: [linter(() => []), withoutBrowserFeelVerdict] });

    const linted = state.update(setDiagnostics(state, [syntaxError, advice]));

    expect(diagnosticCount(linted.state)).toBe(1);
    const told = linted.effects.filter((effect) => effect.is(setDiagnosticsEffect)).map((effect) => effect.value);
    expect(told).toEqual([[advice]]);
  });

  it('leaves an editor without it as the lint says', () => {
    const state = EditorState.create({ doc: 'and(a, b)', extensions: [linter(() => [])] });

    expect(diagnosticCount(state.update(setDiagnostics(state, [syntaxError])).state)).toBe(1);
  });

  it('keeps the text typed', () => {
    const state = EditorState.create({ doc: 'a', extensions: [withoutBrowserFeelVerdict] });

    expect(state.update({ changes: { from: 1, insert: ' + 1' } }).state.doc.toString()).toBe('a + 1');
  });
});
