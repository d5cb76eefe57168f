import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { ConversionNote } from './conversion-note.js';
import { convertCamunda7, UnreadableModelError } from './convert-camunda7.js';

/** The outcome of one model of a folder. */
export type FileOutcome = { path: string; notes: ConversionNote[] } | { path: string; error: string };

/**
 * Converts every `.bpmn` file under `inDir` (sub-folders included) into the same relative path under `outDir`.
 * Unreadable files are reported and not written; the others are written even when a person must still decide.
 */
export async function convertFolder(inDir: string, outDir: string): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = [];
  for (const file of await bpmnFiles(inDir)) {
    const path = relative(inDir, file);
    try {
      const result = await convertCamunda7(await readFile(file, 'utf8'));
      const target = join(outDir, path);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, result.xml);
      outcomes.push({ path, notes: result.notes });
    } catch (error) {
      if (!(error instanceof UnreadableModelError)) throw error;
      outcomes.push({ path, error: error.message });
    }
  }
  return outcomes;
}

async function bpmnFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.bpmn'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
