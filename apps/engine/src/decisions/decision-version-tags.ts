/**
 * The version tag of each decision of a DMN document: Camunda Modeler writes it as a `zeebe:versionTag` extension
 * element inside the decision. libs/dmn does not read extension elements, so they are read from the XML here; decisions
 * do not nest, so each one's element ends at the first closing tag of its own name.
 */
const DECISION = /<((?:[\w.-]+:)?decision)\b([^>]*?)(\/>|>([\s\S]*?)<\/\1\s*>)/g;
const ID = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)')/;
const VERSION_TAG = /<(?:[\w.-]+:)?versionTag\b[^>]*?\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/;

export function decisionVersionTags(xml: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of xml.matchAll(DECISION)) {
    const idMatch = ID.exec(match[2] ?? '');
    const tagMatch = VERSION_TAG.exec(match[4] ?? '');
    const id = idMatch?.[1] ?? idMatch?.[2];
    const tag = (tagMatch?.[1] ?? tagMatch?.[2])?.trim();
    if (id !== undefined && tag) tags.set(id, unescapeXml(tag));
  }
  return tags;
}

function unescapeXml(text: string): string {
  return text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&amp;', '&');
}
