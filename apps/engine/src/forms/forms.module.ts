import { Module } from '@nestjs/common';
import { FormDeployment } from './form-deployment.js';

/** Camunda forms (`.form` resources): deployed with processes, versioned per form id, linked from user tasks. */
@Module({ providers: [FormDeployment], exports: [FormDeployment] })
export class FormsModule {}
