import { attribute, childNamed, childrenNamed, type XmlElement } from './dmn-tck-xml.js';

/** A value of the TCK's test files (schema valueType): a typed simple value, a list, or components (a context). */
export type TckValue =
  | { kind: 'nil' }
  | { kind: 'simple'; type: string | null; text: string }
  | { kind: 'list'; items: TckValue[] }
  | { kind: 'context'; entries: [string, TckValue][] };

export interface TckResult {
  decision: string;
  /** The decision must fail (DMN: an error); FEEL answers such a case with null or a failure. */
  errorResult: boolean;
  expected: TckValue;
}

export interface TckTestCase {
  id: string;
  /** `decision`, `bkm` or `decisionService`: only decisions are run through the FEEL layer. */
  type: string;
  /** The decision service (or business knowledge model) a case of that type invokes. */
  invocableName: string | null;
  inputs: [string, TckValue][];
  results: TckResult[];
}

export interface TckTestFile {
  modelName: string;
  cases: TckTestCase[];
}

function isNil(element: XmlElement): boolean {
  return attribute(element, 'nil') === 'true';
}

/** Reads a valueType: `<value xsi:type>`, `<list><item>`… or `<component name>`…; an element with none is nil. */
export function readTckValue(element: XmlElement): TckValue {
  if (isNil(element)) return { kind: 'nil' };
  const value = childNamed(element, 'value');
  if (value) {
    if (isNil(value)) return { kind: 'nil' };
    const type = attribute(value, 'type');
    return { kind: 'simple', type: type === undefined ? null : type.slice(type.indexOf(':') + 1), text: value.text };
  }
  const list = childNamed(element, 'list');
  if (list) return isNil(list) ? { kind: 'nil' } : { kind: 'list', items: childrenNamed(list, 'item').map(readTckValue) };
  const components = childrenNamed(element, 'component');
  if (components.length > 0) return { kind: 'context', entries: components.map((component) => [attribute(component, 'name') ?? '', readTckValue(component)]) };
  return { kind: 'nil' };
}

/** Reads a `*-test-*.xml` file of the TCK (schema TestCases/testCases.xsd). */
export function readTckTestFile(testCases: XmlElement): TckTestFile {
  return {
    modelName: childNamed(testCases, 'modelName')?.text.trim() ?? '',
    cases: childrenNamed(testCases, 'testCase').map((testCase) => ({
      id: attribute(testCase, 'id') ?? '',
      type: attribute(testCase, 'type') ?? 'decision',
      invocableName: attribute(testCase, 'invocableName') ?? null,
      inputs: childrenNamed(testCase, 'inputNode').map((input): [string, TckValue] => [attribute(input, 'name') ?? '', readTckValue(input)]),
      results: childrenNamed(testCase, 'resultNode').map((result) => {
        const expected = childNamed(result, 'expected');
        return {
          decision: attribute(result, 'name') ?? '',
          errorResult: attribute(result, 'errorResult') === 'true',
          expected: expected ? readTckValue(expected) : { kind: 'nil' },
        };
      }),
    })),
  };
}
