import { tckGapCause } from '@baton/feel/tck-kit';

const asCamunda = (why: string) => `as Camunda: ${why}`;
const feelLayer = (why: string) => `FEEL layer: ${why}`;

/** Causes by the TCK case's id, for the failures the FEEL layer's own list does not name. */
const CASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /^000[3459]-[a-z-]+-test-01:|^0014-loan-comparison-test-01:/,
    asCamunda('FEEL-Scala computes this on doubles (Math.exp/log/sqrt/pow), the TCK expects a rounded decimal'),
  ],
  [/^0036-dt-variable-input-test-01:/, asCamunda("FEEL-Scala's input entry that is an expression answering true passes any input")],
  [/^0074-feel-properties-test-01:range_/, asCamunda('FEEL-Scala reads a range literal only as an argument of a call or a unary test: this does not parse')],
  [/^0076-feel-external-java-test-01:/, asCamunda('Zeebe disables FEEL external (Java) functions')],
  [/^0021-singleton-list-test-01:/, feelLayer('a singleton list passed where a built-in takes an item is not converted to the item')],
  [/^0082-feel-coercion-test-01:fd_002$/, feelLayer("a FEEL function's typed parameters are not checked")],
  [/^0092-feel-lambda-test-01:014$/, feelLayer('a built-in function (`abs`) is no value that can be passed as an argument')],
  [/^1111-feel-matches-function-test-01:K2-MatchesFunc-[1-6]$/, feelLayer('matches() with the flag x keeps the white space of the pattern')],
  [
    /^0089-nested-inputdata-imports-test-01:/,
    "DMN layer: an imported model's decisions and input data are not in scope, only its business knowledge models and decision services",
  ],
  [
    /^1155-list-replace-function-test-01:013$/,
    'DMN layer: list replace() has the parameters list, position and newItem, so `match:` by name finds no function',
  ],
];

/** The causes of the engine's known gaps: FEEL's own (read from Camunda's sources), then the DMN layer's; null for the phrase of the failure. */
export function dmnGapCause(id: string, failure: string): string | null {
  return CASES.find(([pattern]) => pattern.test(id))?.[1] ?? tckGapCause(id, failure);
}
