import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { User } from '../users/user.entity.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { SessionGuard } from '../../common/auth/auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';

/**
 * Session checking for every route (global guard) and the JWT service for auth and realtime. It
 * lives with the auth module, not in common/, because checking a session reads the users and
 * refresh_tokens tables; common/ keeps only the guard, which knows the strategy by its name.
 */
@Global()
@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.accessTokenTtlSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [JwtStrategy, DomainEvents, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [JwtModule, DomainEvents],
})
export class AuthCoreModule {}
