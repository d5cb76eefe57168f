/** What the audit log keeps of an operator's request besides who and when: the reason given and Camunda's operation reference. */
export function operatorAnnotation(body: { reason?: string | undefined; operationReference?: number | undefined } | null | undefined): string | null {
  const parts = [body?.reason && `reason: ${body.reason}`, body?.operationReference !== undefined && `operationReference: ${body.operationReference}`];
  return parts.filter(Boolean).join('; ') || null;
}
