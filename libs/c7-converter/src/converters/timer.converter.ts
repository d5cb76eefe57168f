import { feelExpression } from '../converted-value.js';
import { containsJuel } from '../juel/juel-to-feel.js';
import { child } from '../moddle/moddle-element.js';
import type { ConversionContext } from '../conversion-context.js';
import type { ModdleElement } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';
import { quartzToSpring } from './quartz-cron.js';

/** ISO 8601 timers stay as they are, a Quartz cron cycle becomes Spring cron, a JUEL timer value becomes FEEL. */
export const convertTimer: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:TimerEventDefinition') return;
  for (const property of ['timeDate', 'timeDuration', 'timeCycle']) {
    const expression = child(element, property);
    const source = String(expression?.get('body') ?? '').trim();
    if (!expression) continue;
    if (!containsJuel(source)) {
      if (property === 'timeCycle' && source !== '' && !source.startsWith('R')) convertCron(element, expression, source, context);
      continue;
    }
    const converted = feelExpression(source);
    if (converted.ok) expression.set('body', converted.value);
    else context.manual(element, `the timer's ${property} '${source}' was not converted (${converted.reason}): write it in FEEL`);
  }
};

/** Camunda 7 ran a cron cycle in the server's zone; Zeebe runs it in UTC, which only a person can weigh. */
function convertCron(element: ModdleElement, expression: ModdleElement, source: string, context: ConversionContext): void {
  const mapped = quartzToSpring(source);
  if (!mapped.ok) {
    context.manual(element, `the cron cycle '${source}' was not converted (${mapped.reason}): write it as a Spring cron expression or an ISO 8601 cycle`);
    return;
  }
  expression.set('body', mapped.spring);
  const changed =
    mapped.spring === source ? `the cron cycle '${source}' is kept` : `the cron cycle '${source}' became '${mapped.spring}' (Sunday is 0 in Zeebe's cron)`;
  context.info(element, `${changed}; it fires in UTC, where Camunda 7 used the server's time zone`);
}
