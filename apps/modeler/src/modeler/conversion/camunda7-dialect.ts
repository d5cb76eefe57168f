import { CAMUNDA7_NAMESPACE } from './element-leftovers';

/**
 * Whether a model uses the Camunda 7 dialect: it declares the Camunda 7 namespace and sets something in it. A bare
 * declaration (Camunda Modeler writes one into every Camunda 7 file) converts to nothing and is not offered.
 */
export function usesCamunda7Dialect(xml: string): boolean {
  const prefixes = [...xml.matchAll(/xmlns:([\w-]+)="([^"]*)"/g)].filter((match) => match[2] === CAMUNDA7_NAMESPACE).map((match) => match[1]);
  return prefixes.some((prefix) => new RegExp(`[<\\s]${prefix}:[\\w-]+`).test(xml.replaceAll(`xmlns:${prefix}=`, '')));
}
