import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { HealthController } from './health.controller.js';

@Module({ imports: [RealtimeModule], controllers: [HealthController] })
export class HealthModule {}
