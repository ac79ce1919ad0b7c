import type { Role } from '@quentinha/shared/api/types';
import { REGISTER_MESSAGES } from '@quentinha/shared/validation/register';
import { REFRESH_COOKIE } from '../../src/common/auth/auth-user.js';
import { User } from '../../src/modules/users/user.entity.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { type Factories, startAppWithFactories, TEST_PASSWORD, uniqueEmail } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, type MalformedCase, malformedBodies } from '../support/malformed.js';
import type { TestApp } from '../support/test-app.js';

const ADMIN_EMAIL = 'dona@quentinha.test';
const ADMIN_PASSWORD = 'Admin123';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const newEmail = () => uniqueEmail('equipe');
const newStaff = (over: Record<string, unknown> = {}) => ({
  name: 'João Lima',
  email: newEmail(),
  // team accounts need the longer team password (shared/validation/team-password)
  password: 'SenhaForte123',
  role: 'staff',
  ...over,
});

describe('users API (admin only)', () => {
  let t: TestApp, f: Factories, admin: HttpClient, adminId: string;
  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories({ ADMIN_EMAIL, ADMIN_PASSWORD, AUTH_RATE_LIMIT: '1000' }));
    admin = f.anonymous();
    const res = await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    adminId = res.body.user.id;
  });
  afterAll(() => t.close());
  const userCount = () => t.db.getRepository(User).count();
  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const http = f.anonymous();
    const res = await http.post('/api/auth/login', { email, password });
    return { http, res };
  };

  it('created the first admin from ADMIN_EMAIL / ADMIN_PASSWORD at start', async () => {
    const res = await admin.get('/api/auth/me');
    expect(res.body.user).toMatchObject({ email: ADMIN_EMAIL, role: 'admin', active: true });
  });

  describe('access', () => {
    // every row has 3 items: with fewer, jest would pass its done callback as `body`
    const routes: [string, string, unknown][] = [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', newStaff()],
      ['GET', `/api/users/${UNKNOWN_ID}`, undefined],
      ['PUT', `/api/users/${UNKNOWN_ID}`, { name: 'Outro Nome' }],
      ['DELETE', `/api/users/${UNKNOWN_ID}`, undefined],
    ];

    it.each(routes)('%s %s needs login', async (method, path, body) => {
      const res = await f.anonymous().request(method, path, body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Faça login para continuar.');
    });

    it.each(routes)('%s %s refuses customer, staff, kitchen and delivery', async (method, path, body) => {
      for (const role of ['customer', 'staff', 'kitchen', 'delivery'] as Role[]) {
        const { http } = await f.newUser({ role, email: newEmail() });
        const res = await http.request(method, path, body);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Você não tem permissão para esta ação.');
      }
    });
  });

  describe('admin', () => {
    it.each(['staff', 'kitchen', 'delivery', 'admin', 'customer'])('creates a %s who can sign in', async (role) => {
      const body = newStaff({ role, phone: '11 98765 4321', email: newEmail().toUpperCase() });
      const res = await admin.post('/api/users', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        role,
        email: body.email.toLowerCase(),
        user_type: role === 'delivery' ? 'entregador' : null,
        phone: '(11) 98765-4321',
        active: true,
      });
      expect(res.body).not.toHaveProperty('password_hash');
      const { res: login } = await signIn(body.email, 'SenhaForte123');
      expect(login.body.user.role).toBe(role);
    });

    it('refuses a taken email and an unknown role', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const taken = await admin.post('/api/users', newStaff({ email: user.email.toUpperCase() }));
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Email já cadastrado');
      const role = await admin.post('/api/users', newStaff({ role: 'superuser' }));
      expect(role.status).toBe(400);
      expect(role.body.message).toMatch(/^Perfil inválido/);
    });

    it('lists and reads users, never the password hash', async () => {
      const { user } = await f.newUser({ email: newEmail(), role: 'kitchen' });
      const list = await admin.get('/api/users');
      expect(list.status).toBe(200);
      expect(list.body.map((u: { id: string }) => u.id)).toEqual(expect.arrayContaining([adminId, user.id]));
      expect(JSON.stringify(list.body)).not.toMatch(/password|hash|token_version/);
      const one = await admin.get(`/api/users/${user.id}`);
      expect(one.body).toMatchObject({ id: user.id, role: 'kitchen' });
    });

    it.each(['nao-e-uuid', UNKNOWN_ID, "1' OR '1'='1", 'x'.repeat(90)])('answers 404 for the id %s', async (id) => {
      for (const res of [
        await admin.get(`/api/users/${encodeURIComponent(id)}`),
        await admin.put(`/api/users/${encodeURIComponent(id)}`, { name: 'Outro Nome' }),
        await admin.delete(`/api/users/${encodeURIComponent(id)}`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Usuário não encontrado.');
      }
    });

    it('answers an over-long id (past the router limit) with a 4xx, not a 500', async () => {
      const res = await admin.get(`/api/users/${'x'.repeat(300)}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it('updates name and phone without ending the session', async () => {
      const { user, http } = await f.newUser({ email: newEmail() });
      const res = await admin.put(`/api/users/${user.id}`, { name: '  Ana Paula ', phone: '(21) 99876-5432' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ name: 'Ana Paula', phone: '(21) 99876-5432' });
      expect((await http.get('/api/auth/me')).status).toBe(200);
      expect((await admin.put(`/api/users/${user.id}`, { phone: null })).body.phone).toBeNull();
    });

    it('disabling ends the sessions at once (access and refresh) and blocks login', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const { http } = await signIn(user.email);
      const res = await admin.put(`/api/users/${user.id}`, { active: false });
      expect(res.status).toBe(200);
      expect(res.body.active).toBe(false);
      expect((await http.get('/api/auth/me')).status).toBe(401);
      expect((await http.post('/api/auth/refresh')).status).toBe(401);
      expect((await signIn(user.email)).res.body.message).toBe('Email ou senha incorretos');
      await admin.put(`/api/users/${user.id}`, { active: true });
      expect((await signIn(user.email)).res.status).toBe(200);
    });

    it('a new password or role ends the sessions; the new password works', async () => {
      const { user } = await f.newUser({ email: newEmail(), role: 'staff' });
      const first = await signIn(user.email);
      expect((await admin.put(`/api/users/${user.id}`, { password: 'NovaSenha99' })).status).toBe(200);
      expect((await first.http.get('/api/auth/me')).status).toBe(401);
      expect((await signIn(user.email)).res.status).toBe(401);
      const second = await signIn(user.email, 'NovaSenha99');
      expect(second.res.status).toBe(200);
      const refreshToken = second.http.cookies.get(REFRESH_COOKIE)!;
      const res = await admin.put(`/api/users/${user.id}`, { role: 'delivery' });
      expect(res.body).toMatchObject({ role: 'delivery', user_type: 'entregador' });
      expect((await second.http.get('/api/auth/me')).status).toBe(401);
      const stale = f.anonymous();
      stale.cookies.set(REFRESH_COOKIE, refreshToken);
      expect((await stale.post('/api/auth/refresh')).status).toBe(401);
    });

    it('cannot disable, demote or delete themself', async () => {
      for (const [res, message] of [
        [await admin.put(`/api/users/${adminId}`, { active: false }), 'Você não pode desativar a sua própria conta.'],
        [
          await admin.put(`/api/users/${adminId}`, { role: 'staff' }),
          'Você não pode alterar o seu próprio perfil de administrador.',
        ],
        [await admin.delete(`/api/users/${adminId}`), 'Você não pode excluir a sua própria conta.'],
      ] as const) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(message);
      }
      expect((await admin.get('/api/auth/me')).body.user).toMatchObject({ role: 'admin', active: true });
    });

    it('may disable another admin while it stays an active admin itself', async () => {
      const { user } = await f.newUser({ email: newEmail(), role: 'admin' });
      expect((await admin.put(`/api/users/${user.id}`, { active: false })).status).toBe(200);
    });

    it('changes the email, refusing one already taken', async () => {
      const { user } = await f.newUser({ email: newEmail() });
      const { user: other } = await f.newUser({ email: newEmail() });
      const taken = await admin.put(`/api/users/${user.id}`, { email: other.email.toUpperCase() });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('Email já cadastrado');
      const email = newEmail();
      expect((await admin.put(`/api/users/${user.id}`, { email: email.toUpperCase() })).body.email).toBe(email);
    });

    it('never removes the last active admin, even when asked by someone else', async () => {
      // the guard keeps non-admins out, so the service is called directly to reach this rule
      const repo = t.db.getRepository(User);
      const users = t.app.get(UsersService);
      const others = (await repo.findBy({ role: 'admin', active: true })).filter((u) => u.id !== adminId);
      await repo.update(
        others.map((u) => u.id),
        { active: false },
      );
      const lastAdmin = 'Não é possível remover o último administrador ativo.';
      await expect(users.update(UNKNOWN_ID, adminId, { active: false })).rejects.toThrow(lastAdmin);
      await expect(users.update(UNKNOWN_ID, adminId, { role: 'staff' })).rejects.toThrow(lastAdmin);
      await expect(users.remove(UNKNOWN_ID, adminId)).rejects.toThrow(lastAdmin);
      expect((await admin.get('/api/auth/me')).status).toBe(200);
    });

    it('deletes a user and ends their session', async () => {
      const { user, http } = await f.newUser({ email: newEmail(), role: 'delivery' });
      const res = await admin.delete(`/api/users/${user.id}`);
      expect(res.status).toBe(204);
      expect((await admin.get(`/api/users/${user.id}`)).status).toBe(404);
      expect((await http.get('/api/auth/me')).status).toBe(401);
    });

    it('ensureAdmin on a later start keeps the password the owner changed, and touches no other account', async () => {
      const users = t.app.get(UsersService);
      // the factory's accounts all have TEST_PASSWORD: here, the one the owner chose
      const { user } = await f.newUser({ email: newEmail(), role: 'admin' });
      await users.ensureAdmin(user.email, 'DoAmbiente123');
      expect((await signIn(user.email)).res.status).toBe(200);
      expect((await signIn(user.email, 'DoAmbiente123')).res.status).toBe(401);
      const { user: staff } = await f.newUser({ email: newEmail(), role: 'staff' });
      await users.ensureAdmin(staff.email, 'DoAmbiente123');
      expect((await signIn(staff.email)).res.body.user).toMatchObject({ role: 'staff' });
    });

    it('ensureAdmin with reset (ADMIN_PASSWORD_RESET=true) restores the owner account with the configured password', async () => {
      const users = t.app.get(UsersService);
      const { user } = await f.newUser({ email: newEmail(), role: 'staff', active: false });
      await users.ensureAdmin(user.email.toUpperCase(), 'Trocada123', { reset: true });
      const { res } = await signIn(user.email, 'Trocada123');
      expect(res.body.user).toMatchObject({ role: 'admin', active: true });
      const before = await userCount();
      await users.ensureAdmin(user.email, 'Trocada123', { reset: true });
      expect(await userCount()).toBe(before);
    });
  });

  describe('malformed bodies', () => {
    const long = 'x'.repeat(10_000);
    const valid = { name: 'Maria Souza', email: 'varredura@teste.com.br', password: 'SenhaForte123', role: 'staff' };
    // phone is left out of the generic sweep: null or '' are allowed there (no phone)
    const phoneCases: MalformedCase[] = [
      ['phone as a number', { ...valid, phone: 11987654321 }],
      ['phone as a list', { ...valid, phone: ['11987654321'] }],
      ['phone of 10 000 chars', { ...valid, phone: long }],
      ['phone with too few digits', { ...valid, phone: '123' }],
    ];

    it('POST refuses every malformed body in Portuguese and creates nobody', async () => {
      const before = await userCount();
      await expectAllRefused(
        (body) => admin.post('/api/users', body),
        malformedBodies(valid, {
          required: ['name', 'email', 'password', 'role'],
          extra: [
            ...phoneCases,
            ['an unknown role', { ...valid, role: 'superuser' }],
            ['user_type (derived, not accepted)', { ...valid, user_type: 'entregador' }],
            ['token_version', { ...valid, token_version: 9 }],
            ['a weak password', { ...valid, password: 'abc' }],
            ['email of 10 000 chars', { ...valid, email: `${long}@teste.com.br` }],
          ],
        }),
      );
      expect(await userCount()).toBe(before);
    });

    it('PUT refuses every malformed body in Portuguese and changes nothing', async () => {
      const { user } = await f.newUser({ email: newEmail(), role: 'kitchen', name: 'Alvo Fixo' });
      const before = await t.db.getRepository(User).findOneByOrFail({ id: user.id });
      const count = await userCount();
      const update = { ...valid, active: true };
      // an empty object is a valid (no-op) partial update, so it is not in this sweep
      const cases = malformedBodies(update, { extra: phoneCases }).filter(([label]) => label !== 'an empty object');
      await expectAllRefused((body) => admin.put(`/api/users/${user.id}`, body), cases);
      expect(await t.db.getRepository(User).findOneByOrFail({ id: user.id })).toEqual(before);
      expect(await userCount()).toBe(count);
    });

    it('gives the shared messages', async () => {
      expect((await admin.post('/api/users', { ...valid, name: '' })).body.message).toBe(
        REGISTER_MESSAGES.nameRequired,
      );
      expect((await admin.post('/api/users', { ...valid, phone: '123' })).body.message).toBe(
        REGISTER_MESSAGES.phoneInvalid,
      );
      expect((await admin.post('/api/users', [valid])).body.message).toBe(
        'O corpo da requisição deve ser um objeto JSON.',
      );
    });
  });
});
