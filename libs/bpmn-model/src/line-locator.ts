/**
 * Finds lines in the raw XML: moddle keeps no positions, so problems are located by searching for `id="…"`.
 */
export class LineLocator {
  private readonly lineStarts: number[] = [0];
  private readonly idOffsets = new Map<string, number>();

  constructor(private readonly xml: string) {
    for (let index = xml.indexOf('\n'); index !== -1; index = xml.indexOf('\n', index + 1)) {
      this.lineStarts.push(index + 1);
    }
    // Whitespace before `id` so `processId=` or `bpmnElement=` never match; the first occurrence is the element, DI ids come later.
    for (const match of xml.matchAll(/\sid\s*=\s*(["'])(.*?)\1/g)) {
      const id = decodeXmlEntities(match[2] ?? '');
      if (!this.idOffsets.has(id)) this.idOffsets.set(id, match.index);
    }
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** 1-based line of the first `id="<id>"`, or null when the id is not in the XML. */
  lineOfId(id: string): number | null {
    const offset = this.idOffsets.get(id);
    return offset === undefined ? null : this.lineOfOffset(offset + 1);
  }

  /** The lines a process spans, from its `id` to its closing tag; null when not found. */
  processLines(processId: string): { from: number; to: number } | null {
    const offset = this.idOffsets.get(processId);
    if (offset === undefined) return null;
    const closing = /<\/(?:[\w.-]+:)?process\s*>/g;
    closing.lastIndex = offset;
    const end = closing.exec(this.xml);
    // From the tag's `<`: moddle reports problems in the opening tag at the line where the tag starts.
    const tagStart = this.xml.lastIndexOf('<', offset);
    return { from: this.lineOfOffset(Math.max(tagStart, 0)), to: end ? this.lineOfOffset(end.index) : this.lineCount };
  }

  lineOfOffset(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }
}

function decodeXmlEntities(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
