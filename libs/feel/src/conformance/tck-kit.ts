/// <reference path="./saxen.d.ts" />
/**
 * The DMN TCK reader and comparison, for the specs of the packages that run the TCK (libs/dmn runs every test case
 * through its decision engine). Test code only: the package's build leaves the conformance folder out.
 */
export { readTckKit, tckKitMissing, type TckFolder } from './dmn-tck-kit.js';
export type { TckResult, TckTestCase, TckTestFile, TckValue } from './dmn-tck-cases.js';
export { describeTckValue, matchesTckValue } from './dmn-tck-values.js';
export { describeValue } from './expected-value.js';
export { countByCause, type GapCause } from './failure-cause.js';
export { tckGapCause } from './known-gap-causes.js';
export { compareWithKnownGaps, updatingKnownGaps, writeKnownGaps } from './known-gaps-file.js';
