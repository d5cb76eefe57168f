/**
 * What the engine's TCK runner (over REST) shares with the library's: the library's known gaps and their causes, so
 * that a case failing over REST for the library's reason is not listed twice.
 */
export { dmnGapCause } from './dmn-gap-causes.js';
export { TCK_KNOWN_GAPS } from './dmn-tck.known-gaps.js';
