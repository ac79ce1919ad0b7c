import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { SetupController } from './setup.controller.js';
import { SetupService } from './setup.service.js';

/** The one-time first start of an empty production database (DECISIONS 9.4). */
@Module({
  imports: [UsersModule, AuthModule, SettingsModule],
  controllers: [SetupController],
  providers: [SetupService],
})
export class SetupModule {}
