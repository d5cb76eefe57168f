import type { Decision, Definitions } from './dmn-elements.js';

/** `zeebe:versionTag`, under whatever prefix the document binds Zeebe's namespace to. */
const VERSION_TAG = /^[\w.-]+:versionTag$/;

/**
 * The version tag of each decision that has one: Camunda Modeler writes it as a `zeebe:versionTag` extension element
 * of the decision, and a business rule task bound by `versionTag` looks decisions up by it.
 */
export function decisionVersionTags(definitions: Definitions): Map<string, string> {
  const tags = new Map<string, string>();
  for (const element of definitions.drgElement ?? []) {
    if (element.$type !== 'dmn:Decision' || element.id === undefined) continue;
    const tag = (element as Decision).extensionElements?.values?.find((value) => VERSION_TAG.test(value.$type))?.value?.trim();
    if (tag) tags.set(element.id, tag);
  }
  return tags;
}
