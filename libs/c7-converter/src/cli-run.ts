import { convertFolder, type FileOutcome } from './convert-folder.js';

export const USAGE = 'usage: baton-convert [--fail-on-manual] <in-dir> <out-dir>';

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * `baton-convert <in-dir> <out-dir>`: converts a folder of Camunda 7 models for CI. Prints every note that needs a
 * person; exits 1 when a file cannot be read, or, with `--fail-on-manual`, when any note needs a person; 2 on bad usage.
 */
export async function runCli(args: readonly string[], output: CliOutput): Promise<number> {
  const failOnManual = args.includes('--fail-on-manual');
  const folders = args.filter((arg) => arg !== '--fail-on-manual');
  const [inDir, outDir] = folders;
  if (folders.length !== 2 || !inDir || !outDir || folders.some((arg) => arg.startsWith('-'))) {
    output.error(USAGE);
    return 2;
  }
  const outcomes = await convertFolder(inDir, outDir);
  for (const outcome of outcomes) report(outcome, output);
  const unreadable = outcomes.filter((outcome) => 'error' in outcome).length;
  const manual = outcomes.filter((outcome) => 'notes' in outcome && outcome.notes.some((note) => note.severity === 'manual')).length;
  output.log(`${outcomes.length} models: ${outcomes.length - unreadable} converted (${manual} need a person), ${unreadable} unreadable`);
  return unreadable > 0 || (failOnManual && manual > 0) ? 1 : 0;
}

function report(outcome: FileOutcome, output: CliOutput): void {
  if ('error' in outcome) {
    output.error(`${outcome.path}: ${outcome.error}`);
    return;
  }
  const manual = outcome.notes.filter((note) => note.severity === 'manual');
  output.log(`${outcome.path}: ${manual.length === 0 ? 'converted' : `converted, ${manual.length} to decide`}`);
  for (const note of manual) output.log(`  ${note.elementId}: ${note.message}`);
}
