import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { UsersService } from './users.service.js';

/** Makes sure the owner can sign in on a fresh install (ADMIN_EMAIL / ADMIN_PASSWORD). */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { adminEmail, adminPassword, adminPasswordReset } = this.config;
    if (adminEmail && adminPassword) await this.users.ensureAdmin(adminEmail, adminPassword, { reset: adminPasswordReset });
  }
}
