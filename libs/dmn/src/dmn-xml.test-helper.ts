import { parseDmn } from './parse-dmn.js';
import type { DecisionModel } from './decision-model.js';

/** A DMN 1.3 document around the given elements. */
export function definitions(elements: string, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="defs" name="Definitions" namespace="http://example.com/dmn" ${extra}>
${elements}
</definitions>`;
}

const xmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface TableSpec {
  id: string;
  hitPolicy?: string;
  aggregation?: string;
  inputs: string[];
  outputs: { name: string; typeRef?: string; values?: string; defaultValue?: string }[];
  /** Each rule: its input entries, then its output entries. */
  rules: string[][];
  requires?: string[];
}

/** A decision whose logic is a decision table. */
export function tableDecision(spec: TableSpec): string {
  const aggregation = spec.aggregation ? ` aggregation="${spec.aggregation}"` : '';
  const inputs = spec.inputs.map(
    (text, index) => `<input id="${spec.id}_in${index + 1}" label="${xmlText(text)}"><inputExpression><text>${xmlText(text)}</text></inputExpression></input>`,
  );
  const outputs = spec.outputs.map(
    (output, index) =>
      `<output id="${spec.id}_out${index + 1}" name="${output.name}"${output.typeRef ? ` typeRef="${output.typeRef}"` : ''}>` +
      (output.values ? `<outputValues><text>${xmlText(output.values)}</text></outputValues>` : '') +
      (output.defaultValue ? `<defaultOutputEntry><text>${xmlText(output.defaultValue)}</text></defaultOutputEntry>` : '') +
      '</output>',
  );
  const rules = spec.rules.map(
    (rule, index) =>
      `<rule id="${spec.id}_rule${index + 1}">` +
      rule
        .map((entry, column) =>
          column < spec.inputs.length ? `<inputEntry><text>${xmlText(entry)}</text></inputEntry>` : `<outputEntry><text>${xmlText(entry)}</text></outputEntry>`,
        )
        .join('') +
      '</rule>',
  );
  return `<decision id="${spec.id}" name="${spec.id}">
  ${(spec.requires ?? []).map((id) => `<informationRequirement><requiredDecision href="#${id}"/></informationRequirement>`).join('')}
  <decisionTable hitPolicy="${spec.hitPolicy ?? 'UNIQUE'}"${aggregation}>${inputs.join('')}${outputs.join('')}${rules.join('')}</decisionTable>
</decision>`;
}

/** A decision whose logic is a literal expression. */
export function literalDecision(id: string, text: string, requires: string[] = [], typeRef?: string): string {
  return `<decision id="${id}" name="${id}">${typeRef ? `<variable name="${id}" typeRef="${typeRef}"/>` : ''}
  ${requires.map((required) => `<informationRequirement><requiredDecision href="#${required}"/></informationRequirement>`).join('')}
  <literalExpression><text>${xmlText(text)}</text></literalExpression>
</decision>`;
}

export async function model(xml: string, imports: readonly DecisionModel[] = []): Promise<DecisionModel> {
  const parsed = await parseDmn(xml, imports);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => `${error.elementId ?? ''}: ${error.message}`).join('; '));
  return parsed.model;
}
