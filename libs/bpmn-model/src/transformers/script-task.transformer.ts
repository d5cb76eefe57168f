import type { ExecutableElement, ExecutableScript } from '../executable-model.js';
import { feelSourceProblem, isVariablePath } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { isFeelExpression, stripFeelMarker } from '@baton/feel';
import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, readJobDefinition } from './job-definition.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/** A script task runs either a FEEL `zeebe:script` in the engine or a job for a worker (`zeebe:taskDefinition`). */
export const scriptTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const element = createBaseElement(node, 'SCRIPT_TASK', [...JOB_WORKER_EXTENSIONS, 'zeebe:Script'], context);
    const zeebeScript = findExtension(node, 'zeebe:Script');
    const hasJob = findExtension(node, 'zeebe:TaskDefinition') !== undefined;

    if (zeebeScript && hasJob) {
      context.problems.onElement(node, 'has both a zeebe:script and a zeebe:taskDefinition; keep only one');
      return null;
    }
    if (zeebeScript) return withScript(element, node, zeebeScript, context);
    if (hasJob) {
      const job = readJobDefinition(node, context);
      return job ? { ...element, job } : null;
    }
    context.problems.onElement(node, missingImplementationMessage(node));
    return null;
  },
};

function withScript(element: ExecutableElement, node: ModdleElement, zeebeScript: ModdleElement, context: TransformContext): ExecutableElement | null {
  const script = readScript(zeebeScript);
  if (typeof script === 'string') {
    context.problems.onElement(node, script);
    return null;
  }
  return { ...element, script };
}

/** The script, or the problem with it. */
function readScript(zeebeScript: ModdleElement): ExecutableScript | string {
  const expression = stringProperty(zeebeScript, 'expression') ?? '';
  const resultVariable = stringProperty(zeebeScript, 'resultVariable')?.trim() ?? '';
  if (!isFeelExpression(expression)) {
    return `the zeebe:script expression must be a FEEL expression starting with '=' (found '${expression.trim()}')`;
  }
  const source = stripFeelMarker(expression);
  const syntaxProblem = feelSourceProblem(source, 'the zeebe:script expression');
  if (syntaxProblem) return syntaxProblem;
  if (resultVariable === '') return 'the zeebe:script has no resultVariable; add the variable that receives the result';
  if (!isVariablePath(resultVariable)) return `the zeebe:script resultVariable '${resultVariable}' is not a variable name`;
  return { expression: source, resultVariable };
}

function missingImplementationMessage(node: ModdleElement): string {
  const body = stringProperty(node, 'script')?.trim();
  const format = stringProperty(node, 'scriptFormat')?.trim();
  if (body || format) {
    return `the bpmn:script${format ? ` in '${format}'` : ''} cannot run: only a FEEL zeebe:script (expression starting with '=' and a resultVariable) or a job worker (zeebe:taskDefinition) is supported`;
  }
  return 'add a zeebe:script with a FEEL expression and a resultVariable, or a zeebe:taskDefinition with a job type for a worker';
}
