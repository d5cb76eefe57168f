import { Module } from '@nestjs/common';
import { DeploymentModule } from '../deployment/deployment.module.js';
import { RuntimeModule } from '../runtime/runtime.module.js';
import { InstanceTimerFiring } from './instance-timer-firing.js';
import { StartTimerFiring } from './start-timer-firing.js';
import { TimerClaims } from './timer-claims.repository.js';
import { TimerScheduler } from './timer-scheduler.js';

/** Due timers (catch, boundary, event-based gateway and start events) become commands. */
@Module({ imports: [RuntimeModule, DeploymentModule], providers: [TimerClaims, InstanceTimerFiring, StartTimerFiring, TimerScheduler] })
export class TimersModule {}
