import { createHash } from 'node:crypto';

/** One file of a deployment, as the multipart form carried it. */
export interface DeploymentResource {
  name: string;
  content: string;
}

export function checksumOf(resource: DeploymentResource): string {
  return createHash('sha256').update(resource.content).digest('hex');
}
