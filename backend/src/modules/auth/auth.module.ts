import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users/users.module.js';
import { AuthCookies } from './auth-cookies.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { RefreshToken } from './refresh-token.entity.js';
import { RefreshTokensService } from './refresh-tokens.service.js';
import { SignInAddressesService } from './sign-in-addresses.service.js';

/** Register, login, refresh, logout, me. JwtModule and the global guard come from AuthCoreModule. */
@Module({
  imports: [UsersModule, TypeOrmModule.forFeature([RefreshToken])],
  controllers: [AuthController],
  providers: [AuthService, RefreshTokensService, AuthCookies, SignInAddressesService],
  // the first-start setup signs the new owner in like a login
  exports: [AuthService, AuthCookies],
})
export class AuthModule {}
