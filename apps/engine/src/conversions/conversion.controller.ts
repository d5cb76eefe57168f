import { Injectable } from '@nestjs/common';
import type { ConversionRequest, ConversionResult } from '@baton/api-contract';
import { convertCamunda7, UnreadableModelError } from '@baton/c7-converter';
import { ApiProblem } from '../http/problem-detail.js';

/** Converts a Camunda 7 model to the Zeebe dialect for the modeler and for scripts; nothing is stored or deployed. */
@Injectable()
export class ConversionController {
  async convert(body: ConversionRequest): Promise<ConversionResult> {
    try {
      return await convertCamunda7(body.xml);
    } catch (error) {
      if (error instanceof UnreadableModelError)
        throw new ApiProblem(400, `xml: ${error.message}`, undefined, undefined, [{ field: 'xml', message: error.message }]);
      throw error;
    }
  }
}
