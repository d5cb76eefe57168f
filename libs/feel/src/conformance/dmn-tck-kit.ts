import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTckTestFile, type TckTestFile } from './dmn-tck-cases.js';
import { readTckModel, type TckModel } from './dmn-tck-model.js';
import { readXml } from './dmn-tck-xml.js';

/** The DMN TCK's test cases (github.com/dmn-tck/tck), beside the repository or where BATON_DMN_TCK_DIR says. */
const KIT = process.env.BATON_DMN_TCK_DIR
  ? pathToFileURL(`${process.env.BATON_DMN_TCK_DIR.replace(/\/$/, '')}/`)
  : new URL('../../../../../shared/dmn-tck/', import.meta.url);

/** The compliance levels whose models hold FEEL literal expressions. */
const LEVELS = ['compliance-level-2', 'compliance-level-3'];

export interface TckFolder {
  /** `compliance-level-3/0001-filter`. */
  path: string;
  models: ReadonlyMap<string, TckModel>;
  /** Each test file by its name without `.xml` (`0001-filter-test-01`). */
  testFiles: ReadonlyMap<string, TckTestFile>;
}

/** Reads every model and test file of the kit's compliance levels 2 and 3. */
export function readTckKit(): TckFolder[] {
  const testCases = new URL('TestCases/', KIT);
  if (!existsSync(testCases)) {
    throw new Error(`the DMN TCK is missing: expected ${fileURLToPath(testCases)} (the shared dmn-tck beside the repository, or set BATON_DMN_TCK_DIR)`);
  }
  return LEVELS.flatMap((level) => {
    const levelDir = new URL(`${level}/`, testCases);
    return readdirSync(levelDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => readFolder(`${level}/${name}`, new URL(`${name}/`, levelDir)));
  });
}

function readFolder(path: string, dir: URL): TckFolder {
  const files = readdirSync(dir).sort();
  const read = (file: string) => readXml(readFileSync(new URL(file, dir), 'utf8'));
  return {
    path,
    models: new Map(files.filter((file) => file.endsWith('.dmn')).map((file) => [file, readTckModel(read(file))])),
    testFiles: new Map(files.filter((file) => /-test-.*\.xml$/.test(file)).map((file) => [file.replace(/\.xml$/, ''), readTckTestFile(read(file))])),
  };
}
