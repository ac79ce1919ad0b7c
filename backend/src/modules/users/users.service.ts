import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { Role, TeamMemberDto, UserDto } from '@quentinha/shared/api/types';
import { validatePasswordForRole } from '@quentinha/shared/validation/team-password';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { conflict, DomainError, findOrFail, validationError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { RefreshToken } from '../auth/refresh-token.entity.js';
import { PresenceService } from '../realtime/presence.service.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { PasswordHasher } from './password-hasher.js';
import { normalizeEmail, normalizePhone, toUserDto, userTypeFor } from './user.mapper.js';
import { User } from './user.entity.js';
import { registerEmailRule } from './user-validators.js';
import { isUuid } from '../../common/http/query-params.js';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  phone?: string | null;
}

export const USERS_MESSAGES = {
  emailTaken: 'Email já cadastrado',
  cannotDisableSelf: 'Você não pode desativar a sua própria conta.',
  cannotDeleteSelf: 'Você não pode excluir a sua própria conta.',
  cannotDemoteSelf: 'Você não pode alterar o seu próprio perfil de administrador.',
  lastAdmin: 'Não é possível remover o último administrador ativo.',
  wrongCurrentPassword: 'Senha atual incorreta',
} as const;

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly events: DomainEvents,
    private readonly presence: PresenceService,
  ) {}

  /** 'Equipe': everyone, with who has a board or the courier app open right now. */
  async list(): Promise<TeamMemberDto[]> {
    const [rows, online] = await Promise.all([
      this.users.find({ order: { created_at: 'ASC', id: 'ASC' } }),
      this.presence.onlineUserIds(),
    ]);
    return rows.map((user) => ({ ...toUserDto(user), online: online.has(user.id) }));
  }

  /** 'Redefinir Senha' (admin): the new password works at once, every open session ends. */
  async setPassword(id: string, password: string): Promise<void> {
    const target = await this.findById(id);
    assertPasswordFits(target.role, password);
    const hash = await this.hasher.hash(password);
    await this.db.transaction(async (manager) => {
      const user = await this.findById(id, manager);
      user.password_hash = hash;
      await this.endSessions(user.id, manager, user);
      await manager.save(user);
    });
    this.announceSessionsEnded(id);
  }

  /**
   * 'Alterar Senha' (the person themself). Every session ends, this one included: the caller
   * opens a fresh one, so only the device that changed the password stays signed in.
   */
  async changeOwnPassword(id: string, current: string, next: string): Promise<User> {
    const user = await this.findById(id);
    if (!(await this.hasher.verify(user.password_hash, current))) throw validationError(USERS_MESSAGES.wrongCurrentPassword);
    assertPasswordFits(user.role, next);
    user.password_hash = await this.hasher.hash(next);
    const saved = await this.db.transaction(async (manager) => {
      await this.endSessions(user.id, manager, user);
      return manager.save(user);
    });
    this.announceSessionsEnded(id);
    return saved;
  }

  async get(id: string): Promise<UserDto> {
    return toUserDto(await this.findById(id));
  }

  /** Route ids arrive checked by IdParam (a malformed one is already a 404). */
  async findById(id: string, manager: EntityManager = this.db.manager): Promise<User> {
    const user = await manager.findOneBy(User, { id });
    return findOrFail(user, 'Usuário');
  }

  /** For callers to whom a missing user is an answer, not an error (session renewal). */
  findOptional(id: string): Promise<User | null> {
    return isUuid(id) ? this.users.findOneBy({ id }) : Promise.resolve(null);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** Public registration, the admin screen and the seed all create people here. */
  async createUser(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    if (await this.users.existsBy({ email })) throw conflict(USERS_MESSAGES.emailTaken);
    const user = this.users.create({
      name: input.name.trim(),
      email,
      password_hash: await this.hasher.hash(input.password),
      role: input.role,
      user_type: userTypeFor(input.role),
      phone: normalizePhone(input.phone),
      active: true,
      token_version: 0,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      // the check above can lose a race with a concurrent sign-up: the unique index decides
      if (isUniqueViolation(error)) throw conflict(USERS_MESSAGES.emailTaken);
      throw error;
    }
  }

  async create(input: NewUser): Promise<UserDto> {
    return toUserDto(await this.createUser(input));
  }

  /** Disabling, a new password or a new role end the person's sessions at once. */
  async update(actorId: string, id: string, patch: UpdateUserDto): Promise<UserDto> {
    if (patch.password !== undefined) assertPasswordFits(patch.role ?? (await this.findById(id)).role, patch.password);
    const passwordHash = patch.password === undefined ? undefined : await this.hasher.hash(patch.password);
    let sessionsEnded = false;
    const saved = await this.db
      .transaction(async (manager) => {
        const user = await this.findById(id, manager);
        await this.checkUpdateAllowed(manager, actorId, user, patch);
        sessionsEnded = applyPatch(user, patch, passwordHash);
        if (sessionsEnded) await this.endSessions(user.id, manager, user);
        return manager.save(user);
      })
      .catch((error: unknown) => {
        // an email change racing with a sign-up for the same address
        throw isUniqueViolation(error) ? conflict(USERS_MESSAGES.emailTaken) : error;
      });
    if (sessionsEnded) this.announceSessionsEnded(saved.id);
    return toUserDto(saved);
  }

  /** After commit: open sockets of the person close on every instance (realtime gateway). */
  announceSessionsEnded(userId: string): void {
    this.events.publish('user.sessions_ended', { userId });
  }

  async remove(actorId: string, id: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const user = await this.findById(id, manager);
      if (user.id === actorId) throw conflict(USERS_MESSAGES.cannotDeleteSelf);
      if (user.role === 'admin' && user.active) await this.checkAnotherAdmin(manager, user.id);
      await manager.delete(RefreshToken, { user_id: user.id });
      await manager.delete(User, { id: user.id });
    });
    this.announceSessionsEnded(id);
  }

  /**
   * Ends every session of a user: access tokens carry token_version (checked on each request) and
   * the refresh tokens are deleted. Deleted, not marked revoked: only tokens retired by rotation
   * count as stolen when shown again, so an old tab cannot end a session opened afterwards.
   * Pass the loaded entity to have the bump written by the caller's save.
   */
  async endSessions(userId: string, manager: EntityManager = this.db.manager, loaded?: User): Promise<void> {
    if (loaded) loaded.token_version += 1;
    else await manager.increment(User, { id: userId }, 'token_version', 1);
    await manager.delete(RefreshToken, { user_id: userId });
  }

  async recordLogin(userId: string): Promise<void> {
    await this.users.update({ id: userId }, { last_login: new Date() });
  }

  /**
   * First admin from ADMIN_EMAIL / ADMIN_PASSWORD: created when missing. An existing account is
   * left alone, so a password the owner changed survives the next restart; with `reset`
   * (ADMIN_PASSWORD_RESET=true, for one start) it is made an active admin again with that
   * password: the way back in for a locked-out owner.
   */
  async ensureAdmin(email: string, password: string, { reset = false }: { reset?: boolean } = {}): Promise<User> {
    const emailProblem = registerEmailRule(email);
    if (emailProblem) throw validationError(`ADMIN_EMAIL inválido: ${emailProblem}`);
    const weak = validatePasswordForRole('admin', password);
    if (weak) this.logger.warn(`ADMIN_PASSWORD fraca (${weak}); troque-a assim que possível.`);
    let existing = await this.findByEmail(email);
    if (!existing) {
      try {
        const created = await this.createUser({ name: 'Administrador', email, password, role: 'admin' });
        this.logger.log(`Administrador inicial criado: ${created.email}`);
        return created;
      } catch (error) {
        // another instance starting at the same moment created it first: update that row instead
        existing = error instanceof DomainError && error.code === 'CONFLICT' ? await this.findByEmail(email) : null;
        if (!existing) throw error;
      }
    }
    if (!reset) {
      if (existing.role !== 'admin' || !existing.active) {
        this.logger.warn(
          `ADMIN_EMAIL ${existing.email} é uma conta que não é administradora ativa; nada foi alterado (use ADMIN_PASSWORD_RESET=true para restaurá-la).`,
        );
      }
      return existing;
    }
    const passwordMatches = await this.hasher.verify(existing.password_hash, password);
    if (existing.role === 'admin' && existing.active && passwordMatches) return existing;
    existing.role = 'admin';
    existing.user_type = null;
    existing.active = true;
    if (!passwordMatches) {
      existing.password_hash = await this.hasher.hash(password);
      await this.endSessions(existing.id, this.db.manager, existing);
    }
    this.logger.log(`Administrador inicial atualizado: ${existing.email}`);
    const saved = await this.users.save(existing);
    if (!passwordMatches) this.announceSessionsEnded(saved.id);
    return saved;
  }

  private async checkUpdateAllowed(manager: EntityManager, actorId: string, user: User, patch: UpdateUserDto): Promise<void> {
    const demoted = patch.role !== undefined && patch.role !== 'admin';
    if (user.id === actorId && patch.active === false) throw conflict(USERS_MESSAGES.cannotDisableSelf);
    if (user.id === actorId && user.role === 'admin' && demoted) throw conflict(USERS_MESSAGES.cannotDemoteSelf);
    if (user.role === 'admin' && user.active && (patch.active === false || demoted)) await this.checkAnotherAdmin(manager, user.id);
    if (patch.email !== undefined && normalizeEmail(patch.email) !== user.email) {
      if (await manager.existsBy(User, { email: normalizeEmail(patch.email) })) throw conflict(USERS_MESSAGES.emailTaken);
    }
  }

  /**
   * Someone must always be able to sign in as admin. On PostgreSQL the admin rows are locked, so
   * two admins disabling each other at the same moment cannot both succeed.
   */
  private async checkAnotherAdmin(manager: EntityManager, exceptId: string): Promise<void> {
    const lock = manager.connection.options.type === 'postgres' ? { mode: 'pessimistic_write' as const } : undefined;
    const admins = await manager.find(User, { select: { id: true }, where: { role: 'admin', active: true }, lock });
    if (!admins.some((admin) => admin.id !== exceptId)) throw conflict(USERS_MESSAGES.lastAdmin);
  }
}

/** Team accounts need the longer team password (shared rule); 400 with its sentence otherwise. */
function assertPasswordFits(role: Role, password: string): void {
  const problem = validatePasswordForRole(role, password);
  if (problem) throw validationError(problem);
}

/** Writes the allowed changes onto the entity; true when they must end the user's sessions. */
function applyPatch(user: User, patch: UpdateUserDto, passwordHash: string | undefined): boolean {
  const endsSessions =
    (patch.active === false && user.active) || passwordHash !== undefined || (patch.role !== undefined && patch.role !== user.role);
  if (patch.name !== undefined) user.name = patch.name.trim();
  if (patch.email !== undefined) user.email = normalizeEmail(patch.email);
  if (patch.phone !== undefined) user.phone = normalizePhone(patch.phone);
  if (patch.active !== undefined) user.active = patch.active;
  if (patch.role !== undefined) {
    user.role = patch.role;
    user.user_type = userTypeFor(patch.role);
  }
  if (passwordHash !== undefined) user.password_hash = passwordHash;
  return endsSessions;
}
