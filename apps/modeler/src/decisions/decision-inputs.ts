/** What the evaluation panel reads of a DMN model (dmn-moddle's objects, as far as it needs them). */
export interface DrgElement {
  $type: string;
  id: string;
  name?: string;
  decisionLogic?: { $type: string; input?: { inputExpression?: { text?: string } }[] };
}

/** A decision of the open model, as the evaluation panel offers it. */
export interface DecisionSummary {
  id: string;
  name: string;
  /** The variables its table's input expressions read. */
  variables: string[];
}

/** A plain FEEL name (`amount`, `customer.age`'s root is not one): what an input expression that is just a variable looks like. */
const PLAIN_NAME = /^[A-Za-z_][\w]*$/;

/** The decisions of a model, each with the variable names its input expressions are (expressions beyond a plain name are left to the analyst). */
export function decisionsOf(drgElements: readonly DrgElement[]): DecisionSummary[] {
  return drgElements
    .filter((element) => element.$type === 'dmn:Decision')
    .map((decision) => {
      const texts = (decision.decisionLogic?.input ?? []).map((input) => input.inputExpression?.text?.trim() ?? '');
      const variables = [...new Set(texts.filter((text) => PLAIN_NAME.test(text)))];
      return { id: decision.id, name: decision.name || decision.id, variables };
    });
}

/** The evaluation panel's first inputs: each variable set to null, as JSON the analyst fills in. */
export const inputsTemplate = (decision: DecisionSummary | undefined): string =>
  JSON.stringify(Object.fromEntries((decision?.variables ?? []).map((name) => [name, null])), null, 2);
