import { feelExpression } from '../converted-value.js';
import { containsJuel } from '../juel/juel-to-feel.js';
import type { ConversionContext } from '../conversion-context.js';
import { child, type ModdleElement, text } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/** A JUEL condition of a sequence flow becomes FEEL; script conditions and anything not simple stay for a person. */
export const convertCondition: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:SequenceFlow') return;
  const condition = child(element, 'conditionExpression');
  if (condition) convertConditionBody(element, condition, context);
};

/** Turns one `bpmn:formalExpression` condition into FEEL; notes on `element` (the flow or event) what it cannot. */
export function convertConditionBody(element: ModdleElement, condition: ModdleElement, context: ConversionContext): void {
  const language = text(condition, 'language');
  const source = String(condition.get('body') ?? '').trim();
  const resource = text(condition, 'camunda:resource');
  if (resource) {
    context.manual(element, `the ${language ?? ''} condition script camunda:resource="${resource}" was not converted: write it in FEEL`);
    return;
  }
  if (language?.toLowerCase() === 'feel' && source !== '') {
    condition.set('body', `=${source}`);
    condition.set('language', undefined);
    return;
  }
  if (language && !/^(juel|\$\{\})$/i.test(language)) {
    context.manual(element, `the ${language} condition was not converted: write it in FEEL`);
    return;
  }
  if (!containsJuel(source)) return;
  const converted = feelExpression(source);
  if (!converted.ok) {
    context.manual(element, `the condition '${source}' was not converted (${converted.reason}): write it in FEEL`);
    return;
  }
  condition.set('body', converted.value);
  if (language) condition.set('language', undefined);
}
