#!/usr/bin/env node
// Evaluations per second of a decision table of 50 rules over 5 inputs (hit policy UNIQUE: every rule is tested
// each time), through libs/dmn's evaluateDecision with its audit, in one process. Build the library first:
//   npm run build -w @baton/dmn && node bench/dmn-table.mjs [--seconds 5]
import { loadavg } from 'node:os';
import { evaluateDecision, parseDmn } from '../libs/dmn/dist/index.js';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const RULES = 50;

const inputs = ['age', 'tier', 'amount', 'member', 'region'];
const ruleXml = [];
for (let i = 0; i < RULES; i++) {
  const entries = [`[${i * 2}..${i * 2 + 1}]`, `"tier${i % 3}"`, `&gt; ${i * 10}`, i % 2 === 0 ? 'true' : '-', '-'];
  ruleXml.push(
    `<rule id="r${i + 1}">${entries.map((text) => `<inputEntry><text>${text}</text></inputEntry>`).join('')}<outputEntry><text>"rule ${i + 1}"</text></outputEntry></rule>`,
  );
}
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="bench" name="bench" namespace="http://example.com/bench">
  <decision id="table" name="table"><decisionTable hitPolicy="UNIQUE">
    ${inputs.map((name) => `<input id="in_${name}" label="${name}"><inputExpression><text>${name}</text></inputExpression></input>`).join('')}
    <output id="out" name="rule"/>
    ${ruleXml.join('\n    ')}
  </decisionTable></decision>
</definitions>`;

const parsed = await parseDmn(xml);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
const model = parsed.model;
const variables = Array.from({ length: RULES }, (_, i) => ({ age: i * 2, tier: `tier${i % 3}`, amount: i * 10 + 5, member: true, region: 'north' }));

function evaluateFor(ms) {
  const end = performance.now() + ms;
  let count = 0;
  while (performance.now() < end) {
    for (let i = 0; i < RULES; i++) {
      const outcome = evaluateDecision(model, 'table', variables[i], 0);
      if (!outcome.ok || outcome.output !== `rule ${i + 1}`) throw new Error(`wrong answer for ${JSON.stringify(variables[i])}: ${JSON.stringify(outcome)}`);
    }
    count += RULES;
  }
  return count;
}

evaluateFor(1000); // warm-up: the JIT compiles the hot paths
const start = performance.now();
const count = evaluateFor(seconds * 1000);
const rate = count / ((performance.now() - start) / 1000);
console.log(
  `${Math.round(rate)} evaluations/s of a ${RULES}-rule, ${inputs.length}-input table (${count} in ${seconds} s; load average ${loadavg()[0].toFixed(2)})`,
);
