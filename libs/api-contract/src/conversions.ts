/** Baton-specific endpoint: `POST /baton/v1/conversions` (a Camunda 7 model in, the Zeebe dialect and notes out). */
export type { ConversionNote, ConversionRequest, ConversionResult } from './schema/conversion-schemas.js';
