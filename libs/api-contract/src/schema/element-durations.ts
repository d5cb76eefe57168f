import { Type } from 'typebox';

const Milliseconds = Type.Number({ minimum: 0, description: 'Milliseconds.' });

/** How long the ended instances of one element took: what a heat map of time spent colours the element by. */
export const ElementDurationResult = Type.Object({
  elementId: Type.String({ description: 'The id of the element in the BPMN model.' }),
  ended: Type.Integer({ minimum: 1, format: 'int64', description: 'Element instances of this element that ended (completed or terminated).' }),
  averageMs: Milliseconds,
  maxMs: Milliseconds,
  totalMs: Type.Number({ minimum: 0, description: 'Milliseconds spent here by all ended element instances together.' }),
});

/** `GET /baton/v1/process-definitions/{processDefinitionKey}/statistics/element-durations`: one item per element that has ended instances. */
export const ElementDurationQueryResult = Type.Object({ items: Type.Array(ElementDurationResult) });
