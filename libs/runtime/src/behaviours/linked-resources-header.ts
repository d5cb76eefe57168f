import type { ExecutableLinkedResource } from '@baton/bpmn-model';
import type { ProcessingContext } from '../processing/processing-context.js';
import { failed, succeeded, type StepResult } from '../processing/step-failure.js';

/**
 * The `linkedResources` header Zeebe gives a job whose element links resources: JSON of each resource's key, type
 * and link name, the key found by its binding when the job is created. A resource not found is Zeebe's
 * RESOURCE_NOT_FOUND incident, which resolving retries once the resource is deployed.
 */
export function linkedResourcesHeader(context: ProcessingContext, resources: readonly ExecutableLinkedResource[]): StepResult<Record<string, string>> {
  if (resources.length === 0) return succeeded({});
  const catalog = context.ports.linkedResources;
  const linked: { resourceKey: string; resourceType: string; linkName: string | null }[] = [];
  for (const resource of resources) {
    const resourceKey = catalog?.find(resource.resourceId, resource.bindingType, resource.versionTag) ?? null;
    if (resourceKey === null) return failed('RESOURCE_NOT_FOUND', notFound(resource, catalog?.deploymentKey ?? null));
    linked.push({ resourceKey, resourceType: resource.resourceType, linkName: resource.linkName });
  }
  return succeeded({ linkedResources: JSON.stringify(linked) });
}

/** Zeebe's messages, per binding. */
function notFound(resource: ExecutableLinkedResource, deploymentKey: string | null): string {
  const id = resource.resourceId;
  switch (resource.bindingType) {
    case 'latest':
      return `Expected to link a resource with id '${id}', but no resource with this id is found, at least a resource with this id should be available. To resolve the Incident please deploy a resource with the same id.`;
    case 'versionTag':
      return `Expected to link a resource with id '${id}' and version tag '${resource.versionTag ?? ''}', but no such resource found. To resolve the incident, deploy a resource with the given id and version tag.`;
    case 'deployment':
      return `Expected to link a resource with id '${id}' and binding type 'deployment', but no such resource found in the deployment${deploymentKey === null ? '' : ` with key ${deploymentKey}`} which contained the current process. To resolve this incident, migrate the process instance to a process definition that is deployed together with the intended resource to use.`;
  }
}
