import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTckTestFile, type TckTestFile } from './dmn-tck-cases.js';
import { readXml } from './dmn-tck-xml.js';

/** The DMN TCK's test cases (github.com/dmn-tck/tck), beside the repository or where BATON_DMN_TCK_DIR says. */
const KIT = process.env.BATON_DMN_TCK_DIR
  ? pathToFileURL(`${process.env.BATON_DMN_TCK_DIR.replace(/\/$/, '')}/`)
  : new URL('../../../../../shared/dmn-tck/', import.meta.url);

/** The compliance levels whose models hold FEEL literal expressions. */
const LEVELS = ['compliance-level-2', 'compliance-level-3'];

export interface TckFolder<Model> {
  /** `compliance-level-3/0001-filter`. */
  path: string;
  /** Each model by its file name, as `readModel` reads its XML. */
  models: ReadonlyMap<string, Model>;
  /** Each test file by its name without `.xml` (`0001-filter-test-01`). */
  testFiles: ReadonlyMap<string, TckTestFile>;
}

const TEST_CASES = new URL('TestCases/', KIT);

/** Why the kit cannot be read (it is not there), or null. */
export function tckKitMissing(): string | null {
  if (existsSync(TEST_CASES)) return null;
  return `the DMN TCK is missing: expected ${fileURLToPath(TEST_CASES)} (the shared dmn-tck beside the repository, or set BATON_DMN_TCK_DIR)`;
}

/** Reads every model (with `readModel`) and test file of the kit's compliance levels 2 and 3. */
export function readTckKit<Model>(readModel: (xml: string) => Model): TckFolder<Model>[] {
  const missing = tckKitMissing();
  if (missing !== null) throw new Error(missing);
  const testCases = TEST_CASES;
  return LEVELS.flatMap((level) => {
    const levelDir = new URL(`${level}/`, testCases);
    return readdirSync(levelDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map((name) => readFolder(`${level}/${name}`, new URL(`${name}/`, levelDir), readModel));
  });
}

function readFolder<Model>(path: string, dir: URL, readModel: (xml: string) => Model): TckFolder<Model> {
  const files = readdirSync(dir).sort();
  const text = (file: string) => readFileSync(new URL(file, dir), 'utf8');
  const read = (file: string) => readXml(text(file));
  return {
    path,
    models: new Map(files.filter((file) => file.endsWith('.dmn')).map((file) => [file, readModel(text(file))])),
    testFiles: new Map(files.filter((file) => /-test-.*\.xml$/.test(file)).map((file) => [file.replace(/\.xml$/, ''), readTckTestFile(read(file))])),
  };
}
