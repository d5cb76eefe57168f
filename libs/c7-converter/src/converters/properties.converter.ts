import { children, text } from '../moddle/moddle-element.js';
import type { ElementConverter } from './element-converter.js';

/** `camunda:properties` are metadata for tools, as `zeebe:properties` are. */
export const convertProperties: ElementConverter = (element, context) => {
  const properties = context.findExtension(element, 'camunda:Properties');
  if (!properties) return;
  const values = children(properties, 'values').map((property) =>
    context.create('zeebe:Property', { name: text(property, 'name') ?? text(property, 'id') ?? '', value: String(property.get('value') ?? '') }),
  );
  context.removeExtension(element, properties);
  if (values.length > 0) context.addExtension(element, context.create('zeebe:Properties', { properties: values }));
};

/** A process's `camunda:versionTag` is Zeebe's `zeebe:versionTag`. */
export const convertVersionTag: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:Process') return;
  const value = text(element, 'camunda:versionTag');
  if (!value) return;
  element.set('camunda:versionTag', undefined);
  context.addExtension(element, context.create('zeebe:VersionTag', { value }));
};
