import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { AdminBootstrap } from './admin-bootstrap.js';
import { PasswordHasher } from './password-hasher.js';
import { User } from './user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

/** People and their roles; also ends sessions (refresh tokens) when an account changes. */
@Module({
  imports: [TypeOrmModule.forFeature([User, RefreshToken]), RealtimeModule],
  controllers: [UsersController],
  providers: [UsersService, PasswordHasher, AdminBootstrap],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
