import { type CallHandler, createParamDecorator, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { from, type Observable, switchMap } from 'rxjs';
import type { UploadedPart } from './multipart-form-check.js';

/** A request whose multipart form was read: its files (`files` is the multipart plugin's reader), its text fields as the body. */
export type FormRequest = FastifyRequest & { formFiles?: UploadedPart[] };

async function readForm(request: FormRequest): Promise<void> {
  const files: UploadedPart[] = [];
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({ fieldname: part.fieldname, originalname: part.filename, buffer: await part.toBuffer() });
      continue;
    }
    // A field sent twice is kept as the list of its values.
    const value = part.value;
    const earlier = fields[part.fieldname];
    fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
  }
  request.formFiles = files;
  request.body = fields;
}

/**
 * Reads a multipart form (a deployment's) before the handler: `@FormFiles()` gets its files, `@Body()` its text
 * fields. @fastify/multipart streams the parts; each file's size is bounded where the plugin is registered (edge-checks.ts).
 */
@Injectable()
export class MultipartFormInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FormRequest>();
    if (!request.isMultipart()) return next.handle();
    return from(readForm(request)).pipe(switchMap(() => next.handle()));
  }
}

/** The files of the multipart form MultipartFormInterceptor read. */
export const FormFiles = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedPart[] => context.switchToHttp().getRequest<FormRequest>().formFiles ?? [],
);
