import { type ConversionContext, feelExpression } from '../conversion-context.js';
import { type ModdleElement, text } from '../moddle/moddle-element.js';
import { take, type ElementConverter } from './element-converter.js';
import { addJob } from './job-definition.js';

/** The job type of scripts the engine cannot run itself: a worker that runs them (JavaScript, Groovy…) takes these jobs. */
export const SCRIPT_JOB_TYPE = 'script';
const SCRIPT_RESULT = 'scriptResult';

/**
 * A JUEL or FEEL script becomes a FEEL `zeebe:script` the engine evaluates. Scripts in other languages become jobs of
 * type `script` carrying the language and the script as headers, so a worker can run them; that worker, or a FEEL
 * rewrite, needs a person.
 */
export const convertScriptTask: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:ScriptTask') return;
  const format = text(element, 'scriptFormat')?.toLowerCase() ?? '';
  const script = text(element, 'script') ?? '';
  const resource = take(element, 'camunda:resource');
  const resultVariable = take(element, 'camunda:resultVariable');
  if ((format === 'juel' || format === 'feel') && !resource && toZeebeScript(element, format, script, resultVariable, context)) return;

  const headers: Record<string, string> = { language: format };
  if (resource) headers.resource = resource;
  else headers.script = script;
  if (resultVariable) headers.resultVariable = resultVariable;
  element.set('scriptFormat', undefined);
  element.set('script', undefined);
  addJob(element, element, SCRIPT_JOB_TYPE, headers, context);
  context.manual(
    element,
    `the ${format || 'untyped'} script became a job of type '${SCRIPT_JOB_TYPE}' with the script in its headers: run it with a script worker, or rewrite it as a FEEL zeebe:script`,
  );
};

function toZeebeScript(element: ModdleElement, format: string, script: string, resultVariable: string | undefined, context: ConversionContext): boolean {
  const expression = format === 'feel' ? { ok: true as const, value: `=${script}` } : feelExpression(script);
  if (!expression.ok) {
    context.info(element, `the JUEL script '${script}' is not simple (${expression.reason})`);
    return false;
  }
  if (!resultVariable) {
    context.manual(
      element,
      `the script had no result variable; a zeebe:script needs one, so its result goes to '${SCRIPT_RESULT}': check nothing else uses that name`,
    );
  }
  element.set('scriptFormat', undefined);
  element.set('script', undefined);
  context.addExtension(element, context.create('zeebe:Script', { expression: expression.value, resultVariable: resultVariable ?? SCRIPT_RESULT }));
  return true;
}
