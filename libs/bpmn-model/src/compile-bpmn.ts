import { reportCamunda7Dialect } from './camunda7-dialect.js';
import { compileProcess } from './compile-process.js';
import type { CompileResult, ExecutableProcess } from './executable-model.js';
import { LineLocator } from './line-locator.js';
import { elementList, type ModdleElement } from './moddle/moddle-element.js';
import { parseBpmn } from './moddle/parse-bpmn.js';
import { collectUnresolvedReferences, reportUnparsableContent } from './moddle/parse-warnings.js';
import { ProblemList } from './problem-list.js';

export const NO_EXECUTABLE_PROCESS = 'no executable process (set isExecutable="true" on a bpmn:process)';

/**
 * Compiles BPMN 2.0 XML into the executable graph of each executable process. Never throws: a model the
 * runtime cannot execute comes back with every problem found, each naming its element and line; a model that
 * compiles comes back with what the engine ignores in it (leftover Camunda 7 attributes) as warnings.
 */
export async function compileBpmn(xml: string): Promise<CompileResult> {
  const lines = new LineLocator(xml);
  const problems = new ProblemList(lines);
  const warnings = new ProblemList(lines);
  const parsed = await parseBpmn(xml, lines.lineCount);
  if (!parsed.ok) {
    problems.onId(null, null, `invalid XML: ${parsed.message}`, parsed.line);
    return { ok: false, problems: problems.sorted() };
  }

  const allProcesses = elementList(parsed.definitions, 'rootElements').filter((root) => root.$type === 'bpmn:Process');
  const executable = allProcesses.filter((process) => process['isExecutable'] === true);
  if (executable.length === 0) {
    reportNoExecutableProcess(allProcesses, problems);
    return { ok: false, problems: problems.sorted() };
  }

  reportUnparsableContent(parsed.warnings, executable, parsed.elementsById, lines, problems);
  const unresolvedReferences = collectUnresolvedReferences(parsed.warnings);
  const processes: ExecutableProcess[] = [];
  for (const process of executable) {
    reportCamunda7Dialect(process, problems, warnings);
    processes.push(compileProcess(process, problems, unresolvedReferences));
  }
  return problems.isEmpty ? { ok: true, processes, warnings: warnings.sorted() } : { ok: false, problems: problems.sorted() };
}

function reportNoExecutableProcess(processes: ModdleElement[], problems: ProblemList): void {
  if (processes.length === 0) problems.onId(null, null, NO_EXECUTABLE_PROCESS);
  for (const process of processes) problems.onElement(process, NO_EXECUTABLE_PROCESS);
}
