/** The id of the (first) process a BPMN model defines, or null. */
export const processIdOf = (xml: string): string | null => /<(?:\w+:)?process\b[^>]*?\sid="([^"]+)"/.exec(xml)?.[1] ?? null;

/** A deployed process version with the XML the engine keeps of it. */
export interface DeployedXml {
  processDefinitionKey: string;
  version: number;
  xml: string;
}

/**
 * The versions a library revision was deployed as: those whose XML is the revision's, byte for byte. The engine keeps
 * a deployed model unchanged and Deploy saves the model to the library before it deploys the same XML, so equality is
 * the record (a version deployed from a file with the same content counts too: it is the same model).
 */
export function versionsDeployedFrom(revisionXml: string, deployed: readonly DeployedXml[]): DeployedXml[] {
  return deployed.filter((version) => version.xml === revisionXml).sort((a, b) => a.version - b.version);
}
