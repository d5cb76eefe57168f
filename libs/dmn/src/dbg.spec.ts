import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseDmnLeniently } from './parse-dmn.js';
import { evaluateDecisionValue } from './evaluate-decision.js';
import { feelContext, feelToJson } from '@baton/feel';
import { readTckKit } from '@baton/feel/tck-kit';
import { tckInput } from './tck/tck-values.js';
it('dbg', async () => {
  const want = (process.env.DBG ?? '').split(',');
  for (const folder of readTckKit((xml) => xml)) {
    for (const [fileName, testFile] of folder.testFiles) {
      for (const tc of testFile.cases) {
        if (!want.includes(`${fileName}:${tc.id}`)) continue;
        const p = await parseDmnLeniently(folder.models.get(testFile.modelName)!);
        console.log('problems', JSON.stringify(p.problems).slice(0, 500));
        const ctx = Object.assign(feelContext(), Object.fromEntries(tc.inputs.map(([n, v]) => [n, tckInput(v)])));
        for (const r of tc.results) {
          const out = evaluateDecisionValue(p.model!, r.decision, ctx, 0);
          console.log(r.decision, out.ok ? JSON.stringify(feelToJson(out.value)) : out.failure.message, '\nEXPECTED', JSON.stringify(r.expected));
        }
      }
    }
  }
});
