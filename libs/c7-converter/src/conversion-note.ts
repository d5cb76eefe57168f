/**
 * What the conversion of one element left to say. `manual`: a person must decide (the element is marked in the
 * converted XML); `info`: what was changed, or dropped because Camunda 8 does not need it.
 */
export interface ConversionNote {
  elementId: string;
  message: string;
  severity: 'manual' | 'info';
}

export interface ConversionResult {
  xml: string;
  notes: ConversionNote[];
}
