import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RedisModule } from '../../infrastructure/redis/redis.module.js';
import { Order } from '../orders/order.entity.js';
import { User } from '../users/user.entity.js';
import { OrderEventForwarder } from './order-event-forwarder.js';
import { PresenceService } from './presence.service.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { SocketIdentityService } from './socket-identity.service.js';

/**
 * Socket.IO gateway and the bridge from domain events to rooms (DECISIONS.md section 6).
 * JwtService and DomainEvents come from the global AuthCoreModule, APP_CONFIG from ConfigModule.
 */
@Module({
  imports: [TypeOrmModule.forFeature([User, Order]), RedisModule],
  providers: [SocketIdentityService, RealtimeGateway, OrderEventForwarder, PresenceService],
  exports: [RealtimeGateway, PresenceService],
})
export class RealtimeModule {}
