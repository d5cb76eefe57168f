import { Body, Controller, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import type { DeploymentResult } from '@baton/api-contract';
import { checkMultipartForm, type UploadedPart } from '../http/multipart-form-check.js';
import { FormFiles, MultipartFormInterceptor } from '../http/multipart-form.interceptor.js';
import { badRequest } from '../http/problem-detail.js';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor.js';
import { DEFAULT_TENANT } from './process-definition.js';
import { DeploymentService } from './deployment.service.js';
import { requireTenants } from '../auth/tenant-access.js';

@Controller('v2/deployments')
export class DeploymentController {
  constructor(private readonly deployments: DeploymentService) {}

  @Post()
  @HttpCode(200)
  @UseInterceptors(MultipartFormInterceptor, IdempotencyInterceptor)
  async deploy(@FormFiles() files: UploadedPart[], @Body() body: Record<string, unknown> | undefined): Promise<DeploymentResult> {
    const hostile = checkMultipartForm(files, body);
    if (hostile) throw hostile;
    const stray = files.filter((file) => file.fieldname !== 'resources');
    if (stray.length > 0) throw badRequest(`Expected files in the multipart field 'resources', but got field '${stray[0]?.fieldname}'`);
    const tenantId = typeof body?.tenantId === 'string' && body.tenantId !== '' ? body.tenantId : DEFAULT_TENANT;
    requireTenants('deploy resources', [tenantId]);
    const resources = files.map((file) => ({ name: file.originalname, content: file.buffer.toString('utf8') }));
    return this.deployments.deploy(resources, tenantId);
  }
}
