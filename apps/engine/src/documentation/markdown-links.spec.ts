import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, markdownLinks } from './markdown-links.js';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function documents(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(REPO_ROOT, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`);
  return ['README.md', ...inFolder('docs'), ...inFolder('bench')];
}

describe("the repository's documentation", () => {
  it('should have only relative links that resolve: the file exists, the anchor names a heading, the named code is in the file', () => {
    const files = documents();

    expect(files).toContain('docs/architecture.md');
    expect(brokenLinks(REPO_ROOT, files).map((link) => `${link.file}:${link.line} [${link.text}](${link.target}): ${link.reason}`)).toEqual([]);
  });
});

describe('the README', () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');

  it('should stay short: a newcomer reads it in minutes, the rest is in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('should link every document of docs/, so none is an orphan', () => {
    const linked = new Set(markdownLinks('README.md', readme).map((link) => link.target.split('#')[0]));
    const orphans = documents().filter((file) => file.startsWith('docs/') && !linked.has(file));

    expect(orphans).toEqual([]);
  });
});

describe('markdown links', () => {
  it('should find inline links outside code, with their line', () => {
    const markdown = ['See [the guide](docs/guide.md#start) and [`run`](src/run.ts).', '```', '[not](a-link.md)', '```', 'Code `[x](y.md)` is no link.'].join(
      '\n',
    );

    expect(markdownLinks('README.md', markdown)).toEqual([
      { file: 'README.md', line: 1, text: 'the guide', target: 'docs/guide.md#start' },
      { file: 'README.md', line: 1, text: '`run`', target: 'src/run.ts' },
    ]);
  });

  it('should slug headings as GitHub does, numbering repeats', () => {
    expect([...headingAnchors('# Coming from Camunda 8\n## `POST /v2/jobs/{key}/completion`, step by step\n## Limits\n## Limits')]).toEqual([
      'coming-from-camunda-8',
      'post-v2jobskeycompletion-step-by-step',
      'limits',
      'limits-1',
    ]);
  });

  it('should report a missing file, a missing heading, an anchor into code and code the file lacks', () => {
    const root = mkdtempSync(join(tmpdir(), 'baton-links-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'store.ts'), 'export class Store {\n  write() {}\n}\n');
    writeFileSync(join(root, 'docs', 'other.md'), '# Other\n## Present\n');
    writeFileSync(
      join(root, 'docs', 'guide.md'),
      [
        '# Guide',
        '[ok](other.md#present) [ok too](#guide) [`Store.write`](../src/store.ts) [web](https://example.com/x)',
        '[gone](missing.md)',
        '[no heading](other.md#absent)',
        '[a line](../src/store.ts#L2)',
        '[`Store.read`](../src/store.ts)',
      ].join('\n'),
    );

    expect(brokenLinks(root, ['docs/guide.md']).map((link) => [link.line, link.reason])).toEqual([
      [3, 'no such file'],
      [4, 'no heading #absent'],
      [5, 'an anchor on something other than a Markdown file goes stale: link the file'],
      [6, 'the file does not contain read'],
    ]);
  });
});
