import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { conflict, forbidden } from '../../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { Setting } from '../settings/setting.entity.js';
import { StoreSettingsService } from '../settings/store-settings.service.js';
import { PasswordHasher } from '../users/password-hasher.js';
import { normalizeEmail } from '../users/user.mapper.js';
import { User } from '../users/user.entity.js';
import { USERS_MESSAGES } from '../users/users.service.js';
import type { SetupDto } from './dto/setup.dto.js';
import { setupCode, setupCodeMatches } from './setup-code.js';
import { OWNER_SETUP_KEY, ownerSetupNeeded } from './setup-status.js';

export const SETUP_MESSAGES = {
  done: 'A configuração inicial já foi feita. Entre com a conta do administrador.',
  wrongCode: 'Código de configuração incorreto. Use o código que o servidor mostrou ao iniciar (linha com setup_code=).',
} as const;

/** 'Configuração Inicial' (DECISIONS 9.4): the owner of an empty production database, once. */
@Injectable()
export class SetupService {
  private readonly logger = new Logger('Setup');
  private readonly code: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly store: StoreSettingsService,
  ) {
    this.code = setupCode(config.jwtSecret);
  }

  /** At start (once listening, after ADMIN_EMAIL and the seed ran): the code, while setup is needed. */
  async announceCode(): Promise<void> {
    if (await this.needed()) this.logger.log(`Configuração inicial pendente: abra /configuracao-inicial e use setup_code=${this.code}`);
  }

  needed(): Promise<boolean> {
    return ownerSetupNeeded(this.db.manager);
  }

  /**
   * Two setups at the same moment: the marker row's primary key lets one commit; the other
   * waits for it (PostgreSQL) or for the write lock (SQLite) and then answers 409.
   */
  async createOwner(dto: SetupDto): Promise<User> {
    if (!(await this.needed())) throw conflict(SETUP_MESSAGES.done);
    if (!setupCodeMatches(this.code, dto.setup_code)) throw forbidden(SETUP_MESSAGES.wrongCode);
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
