import { Module } from '@nestjs/common';
import { ClusterController } from './cluster.controller.js';
import { LicenseController } from './license.controller.js';

@Module({ providers: [ClusterController, LicenseController] })
export class ClusterModule {}
