import { Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { DeploymentResult } from '@baton/api-contract';
import { checkMultipartForm, type UploadedPart } from '../http/multipart-form-check.js';
import { answerFormIdempotently } from '../http/idempotent-form.js';
import { type FormRequest, readMultipartForm } from '../http/multipart-form.js';
import { badRequest } from '../http/problem-detail.js';
import { commandContextOf } from '../http/request-context.js';
import { IdempotentRequests } from '../idempotency/idempotent-requests.js';
import type { CommandContext } from '../runtime/command-context.js';
import { DEFAULT_TENANT } from './process-definition.js';
import { DeploymentService } from './deployment.service.js';
import { requireTenants } from '../auth/tenant-access.js';

@Injectable()
export class DeploymentController {
  constructor(
    private readonly deployments: DeploymentService,
    private readonly requests: IdempotentRequests,
  ) {}

  /** Reads the request's multipart form, then deploys its files; an Idempotency-Key's scope hashes the form's files. */
  async deployForm(request: FormRequest, reply: FastifyReply): Promise<unknown> {
    await readMultipartForm(request);
    return answerFormIdempotently(this.requests, request, reply, () =>
      this.deploy(request.formFiles ?? [], request.body as Record<string, unknown> | undefined, commandContextOf(request)),
    );
  }

  async deploy(files: UploadedPart[], body: Record<string, unknown> | undefined, context: CommandContext): Promise<DeploymentResult> {
    const hostile = checkMultipartForm(files, body);
    if (hostile) throw hostile;
    const stray = files.filter((file) => file.fieldname !== 'resources');
    if (stray.length > 0) throw badRequest(`Expected files in the multipart field 'resources', but got field '${stray[0]?.fieldname}'`);
    const tenantId = typeof body?.tenantId === 'string' && body.tenantId !== '' ? body.tenantId : DEFAULT_TENANT;
    requireTenants('deploy resources', [tenantId]);
    const resources = files.map((file) => ({ name: file.originalname, content: file.buffer.toString('utf8') }));
    return this.deployments.deploy(resources, tenantId, context);
  }
}
