import { Module } from '@nestjs/common';
import { ClusterController } from './cluster.controller.js';

@Module({ controllers: [ClusterController] })
export class ClusterModule {}
