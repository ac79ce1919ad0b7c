import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { conflict } from '../../common/errors/domain-error.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { Setting } from '../settings/setting.entity.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { normalizeEmail } from '../users/user.mapper.js';
import { User } from '../users/user.entity.js';
import { USERS_MESSAGES } from '../users/users.service.js';
import type { SetupDto } from './dto/setup.dto.js';
import { OWNER_SETUP_KEY, ownerSetupNeeded } from './setup-status.js';

export const SETUP_MESSAGES = {
  done: 'A configuração inicial já foi feita. Entre com a conta do administrador.',
} as const;

/** 'Configuração Inicial' (DECISIONS 9.4): the owner of an empty production database, once. */
@Injectable()
export class SetupService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly store: StoreSettingsService,
  ) {}

  needed(): Promise<boolean> {
    return ownerSetupNeeded(this.db.manager);
  }

  /**
   * Two setups at the same moment: the marker row's primary key lets one commit; the other
   * waits for it (PostgreSQL) or for the write lock (SQLite) and then answers 409.
   */
  async createOwner(dto: SetupDto): Promise<User> {
    if (!(await this.needed())) throw conflict(SETUP_MESSAGES.done);
    const passwordHash = await this.hasher.hash(dto.password);
    const email = normalizeEmail(dto.email);
    const owner = await this.db
      .transaction(async (manager) => {
        await manager.insert(Setting, { key: OWNER_SETUP_KEY, value: email, updated_at: new Date() });
        if (await manager.existsBy(User, { role: 'admin' })) throw conflict(SETUP_MESSAGES.done);
        if (await manager.existsBy(User, { email })) throw conflict(USERS_MESSAGES.emailTaken);
        const user = manager.create(User, {
          name: dto.name.trim(),
          email,
          password_hash: passwordHash,
          role: 'admin',
          user_type: null,
          active: true,
          phone: null,
          token_version: 0,
        });
        await manager.save(user);
        await this.store.saveFirstStart({ business_name: dto.business_name, whatsapp_number: dto.whatsapp_number || null }, manager);
        return user;
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(SETUP_MESSAGES.done) : error;
      });
    this.store.announce();
    return owner;
  }
}
