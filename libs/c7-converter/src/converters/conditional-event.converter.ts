import { child, type ModdleElement } from '../moddle/moddle-element.js';
import { convertConditionBody } from './condition.converter.js';
import type { ElementConverter } from './element-converter.js';
import { take } from './element-converter.js';

const ZEEBE_EVENTS = ['create', 'update'];

/**
 * A Camunda 7 conditional event: its JUEL condition becomes FEEL (as a sequence flow's), and `camunda:variableName` and
 * `camunda:variableEvents` become a `zeebe:conditionalFilter`. Zeebe knows no `delete` event: a variable is never
 * deleted there, so it is dropped with a note.
 */
export const convertConditionalEvent: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:ConditionalEventDefinition') return;
  const event: ModdleElement = element.$parent ?? element;
  const condition = child(element, 'condition');
  if (condition) convertConditionBody(event, condition, context);
  const names = take(element, 'camunda:variableName');
  const written = take(element, 'camunda:variableEvents');
  const events = (written ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const kept = events.filter((name) => ZEEBE_EVENTS.includes(name));
  if (events.length > kept.length) {
    context.info(
      event,
      `camunda:variableEvents="${written ?? ''}": Zeebe reacts to variables created and updated only, so '${events.filter((name) => !kept.includes(name)).join(', ')}' was dropped`,
    );
  }
  if (!names && kept.length === 0) return;
  const filter = context.ensureExtension(element, 'zeebe:ConditionalFilter');
  if (names) filter.set('variableNames', names);
  if (kept.length > 0) filter.set('variableEvents', kept.join(', '));
};
