import type { ServerResponse } from 'node:http';
import type { FormResult } from '@baton/api-contract';

/** 200 with the linked form, or 204 when there is none (Camunda's answer for both form routes). */
export function sendForm(response: ServerResponse, form: FormResult | null): void {
  if (!form) {
    response.statusCode = 204;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.end(JSON.stringify(form));
}
