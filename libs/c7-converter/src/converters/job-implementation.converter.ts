import { type ConversionContext, staticOrFeel } from '../conversion-context.js';
import { type ModdleElement, text } from '../moddle/moddle-element.js';
import { take, type ElementConverter } from './element-converter.js';
import { convertParameters } from './io-mapping.converter.js';
import { addJob } from './job-definition.js';

/**
 * Service tasks, send tasks, business rule tasks without a decision and message throw events that Camunda 7 ran
 * with a Java delegate, an expression, an external task topic or a connector become job worker tasks. The job type
 * names what ran before; the original goes along as a task header, so a worker (or an adapter running the old
 * delegates) knows what to do.
 */
export const convertJobImplementation: ElementConverter = (element, context) => {
  if (!element.$instanceOf('camunda:ServiceTaskLike')) return;
  if (element.$type === 'bpmn:BusinessRuleTask' && element.get('camunda:decisionRef') !== undefined) return;
  const target = element.$type === 'bpmn:MessageEventDefinition' ? element.$parent : element;
  if (!target) return;

  const headers: Record<string, string> = {};
  const type = jobType(element, headers, context);
  const resultVariable = take(element, 'camunda:resultVariable');
  if (resultVariable) {
    headers.resultVariable = resultVariable;
    context.info(element, `the worker must complete the job with the variable '${resultVariable}' (was camunda:resultVariable)`);
  }
  convertFields(element, headers, context);
  if (type === undefined) {
    if (Object.keys(headers).length > 0) context.manual(element, 'no implementation to turn into a job type: give it a zeebe:taskDefinition');
    return;
  }
  addJob(target, element, type, headers, context);
};

/** The job type, from the first implementation attribute Camunda 7 would have used. */
function jobType(element: ModdleElement, headers: Record<string, string>, context: ConversionContext): string | undefined {
  const topic = take(element, 'camunda:topic');
  const kind = take(element, 'camunda:type');
  if (kind === 'external' && topic) return externalTaskType(element, topic, context);
  if (kind) {
    context.manual(element, `camunda:type="${kind}" (a Camunda 7 built-in task, such as mail) has no job worker yet: the job type is '${kind}'`);
    return kind;
  }
  const className = take(element, 'camunda:class');
  if (className) {
    headers.class = className;
    context.info(element, `implement a job worker for type '${className}' (was the Java delegate class ${className})`);
    return className;
  }
  const delegate = take(element, 'camunda:delegateExpression');
  if (delegate) {
    headers.delegateExpression = delegate;
    return typeFromExpression(element, delegate, 'the delegate expression', context);
  }
  const expression = take(element, 'camunda:expression');
  if (expression) {
    headers.expression = expression;
    return typeFromExpression(element, expression, 'the expression', context);
  }
  return connectorType(element, context);
}

function externalTaskType(element: ModdleElement, topic: string, context: ConversionContext): string | undefined {
  const converted = staticOrFeel(topic);
  if (!converted.ok) {
    context.manual(element, `the external task topic '${topic}' could not become the job type (${converted.reason}); it was removed`);
    return undefined;
  }
  context.info(element, `the external task topic '${topic}' is the job type: workers of the topic subscribe to it`);
  return converted.value;
}

/** `${chargeCard}` → `chargeCard`; `${orders.charge(execution)}` → `orders.charge`. */
function typeFromExpression(element: ModdleElement, expression: string, what: string, context: ConversionContext): string {
  const bean = /^[$#]\{\s*([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*)\s*(?:\(|\})/.exec(expression)?.[1];
  const type = bean ?? 'camunda7-expression';
  const reason = bean ? '' : ` (no bean or method name could be read from it, so the job type is '${type}': give it a better one)`;
  const note = `implement a job worker for type '${type}' (was ${what} ${expression})${reason}`;
  if (bean) context.info(element, note);
  else context.manual(element, note);
  return type;
}

/** A Camunda 7 connector (`http-connector`, `soap-http-connector`): its id is the job type, its parameters the job's mappings. */
function connectorType(element: ModdleElement, context: ConversionContext): string | undefined {
  const connector = context.findExtension(element, 'camunda:Connector');
  if (!connector) return undefined;
  const connectorId = text(connector, 'connectorId') ?? 'camunda7-connector';
  const inputOutput = connector.get('inputOutput') as ModdleElement | undefined;
  if (inputOutput && !convertParameters(element, inputOutput, context)) return undefined;
  context.removeExtension(element, connector);
  context.manual(element, `the Camunda 7 connector '${connectorId}' became a job of type '${connectorId}': a worker must do what the connector did`);
  return connectorId;
}

/** Field injections configure the delegate: text fields become task headers; expressions are evaluated per job and need a person. */
function convertFields(element: ModdleElement, headers: Record<string, string>, context: ConversionContext): void {
  for (const field of context.extensions(element).filter((extension) => extension.$type === 'camunda:Field')) {
    const name = text(field, 'name') ?? '';
    const value = text(field, 'stringValue') ?? text(field, 'string');
    const expression = text(field, 'expression');
    context.removeExtension(element, field);
    if (value !== undefined) {
      headers[name] = value;
      context.info(element, `the field '${name}' became a task header`);
    } else {
      headers[name] = expression ?? '';
      context.manual(
        element,
        `the field '${name}' is the expression ${expression ?? '(none)'}: a header is fixed text, so map the value with an input mapping instead`,
      );
    }
  }
}
