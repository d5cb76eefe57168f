/**
 * Finds the relative links of the repository's Markdown documents that lead nowhere: a file that does not exist, an
 * anchor that matches no heading (slugged as GitHub slugs them), or a link whose text names code (`Class.method`)
 * that the linked file does not contain. Documentation is read before the code, so a stale link misleads first.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';

export interface MarkdownLink {
  /** The document, relative to the repository root. */
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly target: string;
}

export interface BrokenLink extends MarkdownLink {
  readonly reason: string;
}

const INLINE_LINK = /!?\[((?:[^[\]]|\[[^\]]*\])*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
const CODE_NAME = /^`([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\(\))?`$/;

/** The inline links of a document, outside fenced code blocks and code spans. */
export function markdownLinks(file: string, markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    const codeSpans = [...text.matchAll(/(`+)[^`]+?\1/g)].map((span) => [span.index, span.index + span[0].length] as const);
    for (const match of text.matchAll(INLINE_LINK)) {
      if (codeSpans.some(([start, end]) => match.index > start && match.index < end)) continue;
      links.push({ file, line: index + 1, text: match[1], target: match[2] });
    }
  });
  return links;
}

/** GitHub's anchors for a document's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/** The links of `files` (paths relative to `root`) that do not resolve. */
export function brokenLinks(root: string, files: readonly string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8');
    for (const link of markdownLinks(file, source)) {
      if (isExternal(link.target)) continue;
      const reason = whyBroken(root, link, source);
      if (reason) broken.push({ ...link, reason });
    }
  }
  return broken;
}

function whyBroken(root: string, link: MarkdownLink, source: string): string | undefined {
  const hash = link.target.indexOf('#');
  const path = decodeURIComponent(hash < 0 ? link.target : link.target.slice(0, hash));
  const anchor = hash < 0 ? undefined : decodeURIComponent(link.target.slice(hash + 1));
  const absolute = path === '' ? join(root, link.file) : join(root, dirname(link.file), path);
  if (relative(root, absolute).startsWith('..')) return 'leads out of the repository';
  if (!existsSync(absolute)) return 'no such file';
  const isFile = statSync(absolute).isFile();
  if (anchor !== undefined) {
    if (!isFile || extname(absolute) !== '.md') return 'an anchor on something other than a Markdown file goes stale: link the file';
    const headings = path === '' ? source : readFileSync(absolute, 'utf8');
    if (!headingAnchors(headings).has(anchor)) return `no heading #${anchor}`;
  }
  const codeName = CODE_NAME.exec(link.text.trim());
  if (codeName && isFile && extname(absolute) !== '.md') {
    const code = readFileSync(absolute, 'utf8');
    const missing = codeName[1].split('.').filter((name) => !new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code));
    if (missing.length > 0) return `the file does not contain ${missing.join(', ')}`;
  }
  return undefined;
}
