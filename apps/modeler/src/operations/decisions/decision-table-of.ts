/** A cell or a heading of the table: its text, and a key unique within its row (the element's id where it has one). */
export interface TableCell {
  key: string;
  text: string;
}

/** A decision table as the DMN XML writes it: its columns' headings and each rule's entries, as text. */
export interface DecisionTableView {
  hitPolicy: string;
  inputs: TableCell[];
  outputs: TableCell[];
  rules: { id: string; entries: TableCell[]; outputs: TableCell[] }[];
}

const children = (element: Element, localName: string): Element[] => [...element.children].filter((child) => child.localName === localName);
const textOf = (element: Element | undefined): string => (element ? (children(element, 'text')[0]?.textContent ?? '').trim() : '');
const cells = (elements: Element[], prefix: string, text: (element: Element) => string): TableCell[] =>
  elements.map((element, index) => ({ key: element.getAttribute('id') || `${prefix}${index + 1}`, text: text(element) }));

/** The decision `decisionId`'s table in the DMN document, or null when its logic is no table (a literal expression). */
export function decisionTableOf(document: Document, decisionId: string): DecisionTableView | null {
  const decision = [...document.getElementsByTagNameNS('*', 'decision')].find((element) => element.getAttribute('id') === decisionId);
  const table = decision ? children(decision, 'decisionTable')[0] : undefined;
  if (!table) return null;
  return {
    hitPolicy: table.getAttribute('hitPolicy') ?? 'UNIQUE',
    inputs: cells(children(table, 'input'), 'input', (input) => input.getAttribute('label') || textOf(children(input, 'inputExpression')[0])),
    outputs: cells(children(table, 'output'), 'output', (output) => output.getAttribute('label') || output.getAttribute('name') || ''),
    rules: children(table, 'rule').map((rule, index) => ({
      id: rule.getAttribute('id') || `rule${index + 1}`,
      entries: cells(children(rule, 'inputEntry'), 'in', (entry) => textOf(entry) || '-'),
      outputs: cells(children(rule, 'outputEntry'), 'out', textOf),
    })),
  };
}
