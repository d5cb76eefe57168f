/** A dmn-js view as far as finding an element's view needs it. */
export interface ViewOfElement {
  type: string;
  element: { id: string; decisionLogic?: { input?: { id: string }[]; output?: { id: string }[]; rule?: { id: string }[] } };
}

/**
 * The view that shows a DMN element the engine named: the decision or graph itself, else the decision whose table has
 * that rule, input or output (the engine names a rule for a broken cell); undefined when none does.
 */
export function viewOf<View extends ViewOfElement>(views: readonly View[], elementId: string): View | undefined {
  const has = (items: { id: string }[] | undefined) => items?.some((item) => item.id === elementId) ?? false;
  return (
    views.find((view) => view.element.id === elementId) ??
    views.find(({ element }) => has(element.decisionLogic?.rule) || has(element.decisionLogic?.input) || has(element.decisionLogic?.output))
  );
}
