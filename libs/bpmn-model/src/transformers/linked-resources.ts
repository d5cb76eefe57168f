import type { ExecutableLinkedResource } from '../executable-model.js';
import { elementList, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';

const BINDING_TYPES: readonly ExecutableLinkedResource['bindingType'][] = ['latest', 'deployment', 'versionTag'];

/**
 * Reads `zeebe:linkedResources`, which Zeebe resolves to deployed resources when the job is created and hands to
 * the worker in its `linkedResources` header. As Zeebe, a resource id and type are required and the binding is
 * `latest` unless given; the texts are taken as they are (no FEEL).
 */
export function readLinkedResources(node: ModdleElement, report: (message: string) => void): ExecutableLinkedResource[] {
  const extension = findExtension(node, 'zeebe:LinkedResources');
  const resources: ExecutableLinkedResource[] = [];
  for (const resource of extension ? elementList(extension, 'values') : []) {
    const resourceId = attribute(resource, 'resourceId')?.trim() ?? '';
    const resourceType = attribute(resource, 'resourceType')?.trim() ?? '';
    const bindingType = attribute(resource, 'bindingType')?.trim() || 'latest';
    if (resourceId === '') report('a zeebe:linkedResource has no resourceId');
    if (resourceType === '') report(`the zeebe:linkedResource '${resourceId}' has no resourceType`);
    const binding = BINDING_TYPES.find((type) => type === bindingType);
    if (!binding) report(`the zeebe:linkedResource '${resourceId}' has the bindingType '${bindingType}'; use latest, deployment or versionTag`);
    if (resourceId === '' || resourceType === '' || !binding) continue;
    resources.push({
      resourceId,
      resourceType,
      linkName: attribute(resource, 'linkName') ?? null,
      bindingType: binding,
      versionTag: attribute(resource, 'versionTag') ?? null,
    });
  }
  return resources;
}

/** The moddle package knows `resourceId`, `resourceType` and `linkName`; `bindingType` and `versionTag` arrive as plain attributes. */
function attribute(element: ModdleElement, name: string): string | undefined {
  return stringProperty(element, name) ?? element.$attrs?.[name];
}
