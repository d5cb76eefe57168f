/** Baton's conversion of Camunda 7 models to the Zeebe dialect: `POST /baton/v1/conversions`. */
import { Type, type Static } from 'typebox';

export const ConversionRequest = Type.Object(
  { xml: Type.String({ minLength: 1, description: 'The BPMN 2.0 XML of a Camunda 7 model.' }) },
  { additionalProperties: false },
);
export type ConversionRequest = Static<typeof ConversionRequest>;

export const ConversionNote = Type.Object({
  elementId: Type.String({ description: "The element the note is about (the definitions' id for the whole model)." }),
  message: Type.String(),
  severity: Type.Union([Type.Literal('manual'), Type.Literal('info')], {
    description: 'manual: a person must decide (the element carries a conversion:note in the XML); info: what was changed or dropped.',
  }),
});
export type ConversionNote = Static<typeof ConversionNote>;

export const ConversionResult = Type.Object({
  xml: Type.String({ description: 'The model in the Zeebe dialect; unchanged when it was not a Camunda 7 model.' }),
  notes: Type.Array(ConversionNote),
});
export type ConversionResult = Static<typeof ConversionResult>;
