import type { ExecutableElement } from '../executable-model.js';
import { createBaseElement } from './element-base.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';

export const processTransformer: ElementTransformer = {
  create(node, context) {
    return { ...createBaseElement(node, 'PROCESS', ['zeebe:IoMapping', 'zeebe:VersionTag'], context), flowScopeId: null };
  },

  validate(process: ExecutableElement, context: TransformContext) {
    const noneStartEvents = [...context.elements.values()].filter((element) => element.type === 'START_EVENT');
    const [first, ...others] = noneStartEvents;
    if (!first) {
      context.problems.onElement(context.process, 'the process has no none start event (a bpmn:startEvent without an event definition)');
    } else if (others.length > 0) {
      const ids = noneStartEvents.map((element) => `'${element.id}'`).join(', ');
      context.problems.onElement(context.process, `the process has more than one none start event: ${ids}; keep exactly one`);
    } else {
      process.noneStartEventId = first.id;
    }
  },
};
