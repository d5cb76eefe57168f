import type { FormResult } from '@baton/api-contract';
import type { FastifyReply } from 'fastify';

/** 200 with the linked form, or 204 when there is none (Camunda's answer for both form routes). */
export function sendForm(reply: FastifyReply, form: FormResult | null): void {
  if (!form) {
    void reply.code(204).send();
    return;
  }
  void reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(form));
}
