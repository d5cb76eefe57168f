import { staticOrFeel } from '../conversion-context.js';
import { keep, take, type ElementConverter } from './element-converter.js';

/**
 * `camunda:decisionRef` becomes `zeebe:calledDecision`. Camunda 7 shaped the result by `mapDecisionResult` (a list of
 * maps by default); Zeebe hands over the decision's output as it is, so unless the result was a single entry,
 * whoever reads it must be checked.
 */
export const convertBusinessRuleTask: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:BusinessRuleTask') return;
  const decisionRef = take(element, 'camunda:decisionRef');
  if (!decisionRef) return;
  const decisionId = staticOrFeel(decisionRef);
  if (!decisionId.ok) {
    keep(element, 'camunda:decisionRef', decisionRef);
    context.manual(element, `camunda:decisionRef '${decisionRef}' was not converted (${decisionId.reason})`);
    return;
  }
  const resultVariable = take(element, 'camunda:resultVariable') ?? 'decisionResult';
  const called = context.create('zeebe:CalledDecision', { decisionId: decisionId.value, resultVariable });
  const binding = take(element, 'camunda:decisionRefBinding');
  const version = take(element, 'camunda:decisionRefVersion');
  take(element, 'camunda:decisionRefVersionTag');
  if (binding === 'deployment') called.set('bindingType', 'deployment');
  if (binding === 'version' || binding === 'versionTag') {
    context.manual(element, `the decision was bound by ${binding} ${version ?? ''}: check the binding (Camunda 8 binds by latest, deployment or version tag)`);
  }
  const mapping = take(element, 'camunda:mapDecisionResult') ?? 'resultList';
  if (mapping !== 'singleEntry') {
    context.manual(
      element,
      `Camunda 7 mapped the decision result as ${mapping}; Zeebe passes the decision's output as it is: check what reads '${resultVariable}'`,
    );
  }
  take(element, 'camunda:decisionRefTenantId');
  context.addExtension(element, called);
};
