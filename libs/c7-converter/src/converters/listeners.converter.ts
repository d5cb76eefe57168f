import { type ModdleElement, text } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/**
 * Execution and task listeners ran code inside Camunda 7's transaction; the engine runs no listeners yet. They are
 * removed and each is described, so a person moves the logic into a task, a worker or the task application.
 */
export const convertListeners: ElementConverter = (element, context) => {
  for (const listener of context.extensions(element)) {
    const kind = listener.$type === 'camunda:ExecutionListener' ? 'execution' : listener.$type === 'camunda:TaskListener' ? 'task' : undefined;
    if (!kind) continue;
    context.removeExtension(element, listener);
    context.manual(
      element,
      `the ${kind} listener on '${text(listener, 'event') ?? '?'}' (${implementation(listener)}) was removed: move its logic into a task or a worker`,
    );
  }
};

function implementation(listener: ModdleElement): string | undefined {
  for (const attribute of ['class', 'delegateExpression', 'expression']) {
    const value = text(listener, attribute);
    if (value) return `${attribute} ${value}`;
  }
  const script = listener.get('script') as ModdleElement | undefined;
  return script ? `a ${text(script, 'scriptFormat') ?? ''} script` : undefined;
}
