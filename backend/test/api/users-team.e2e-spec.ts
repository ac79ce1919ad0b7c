import type { Role } from '@quentinha/shared/api/types';
import { REFRESH_COOKIE } from '../../src/common/auth/auth-user.js';
import { User } from '../../src/modules/users/user.entity.js';
import { SocketPool, type TestSocket } from '../realtime/socket-client.js';
import { type Factories, startAppWithFactories, TEST_PASSWORD, uniqueEmail } from '../support/factories.js';
import type { HttpClient } from '../support/http.js';
import { expectAllRefused, malformedBodies } from '../support/malformed.js';
import type { TestApp } from '../support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const TEAM_PASSWORD = 'SenhaForte123';
const SHORT_FOR_TEAM = 'Senha deve conter: pelo menos 10 caracteres';

const newEmail = () => uniqueEmail('time');

/** Resolves with the reason once the server closes the socket. */
const closed = (s: TestSocket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket still open')), 4000);
    s.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe("team management ('Equipe', DECISIONS 9.4)", () => {
  let t: TestApp, f: Factories, admin: HttpClient;
  const sockets = new SocketPool();

  beforeAll(async () => {
    ({ t, f } = await startAppWithFactories({ AUTH_RATE_LIMIT: '1000' }));
    admin = (await f.newUser({ role: 'admin', email: newEmail() })).http;
  });
  afterAll(() => sockets.closeWith(t));

  const signIn = async (email: string, password = TEST_PASSWORD) => {
    const http = f.anonymous();
    const res = await http.post('/api/auth/login', { email, password });
    return { http, res };
  };

  describe('the admin adds a courier, who signs in; deactivating him ends his session and socket', () => {
    it('works end to end', async () => {
      const email = newEmail();
      const created = await admin.post('/api/users', { name: 'Caio Entregador', email, password: TEAM_PASSWORD, role: 'delivery', phone: '11987654321' });
      expect(created.status).toBe(201);
      const courier = await signIn(email, TEAM_PASSWORD);
      expect(courier.res.status).toBe(200);
      const socket = await sockets.connect(t.baseUrl, { cookie: courier.http.cookieHeader });

      const list = await admin.get('/api/users');
      expect(list.status).toBe(200);
      const row = list.body.find((u: { id: string }) => u.id === created.body.id);
      expect(row).toMatchObject({ role: 'delivery', active: true, phone: '(11) 98765-4321', online: true });

      const gone = closed(socket);
      expect((await admin.put(`/api/users/${created.body.id}`, { active: false })).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
      expect((await courier.http.get('/api/auth/me')).status).toBe(401);
      expect((await courier.http.post('/api/auth/refresh')).status).toBe(401);
      const again = await signIn(email, TEAM_PASSWORD);
      expect(again.res.status).toBe(401);
      expect(again.res.body.message).toBe('Email ou senha incorretos');
      const after = (await admin.get('/api/users')).body.find((u: { id: string }) => u.id === created.body.id);
      expect(after).toMatchObject({ active: false, online: false });

      expect((await admin.put(`/api/users/${created.body.id}`, { active: true })).status).toBe(200);
      expect((await signIn(email, TEAM_PASSWORD)).res.status).toBe(200);
    });

    it('asks team accounts for the longer password, customers keep the short one', async () => {
      for (const role of ['admin', 'staff', 'kitchen', 'delivery']) {
        const res = await admin.post('/api/users', { name: 'Pessoa Nova', email: newEmail(), password: 'Senha123', role });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(SHORT_FOR_TEAM);
      }
      const customer = await admin.post('/api/users', { name: 'Cliente Novo', email: newEmail(), password: 'Senha123', role: 'customer' });
      expect(customer.status).toBe(201);
      const promote = await admin.put(`/api/users/${customer.body.id}`, { role: 'staff', password: 'Senha123' });
      expect(promote.status).toBe(400);
      expect(promote.body.message).toBe(SHORT_FOR_TEAM);
      expect((await t.db.getRepository(User).findOneByOrFail({ id: customer.body.id })).role).toBe('customer');
    });
  });

  describe("POST /api/users/:id/password ('Redefinir Senha')", () => {
    it('needs login and the admin role', async () => {
      const { user } = await f.newUser({ role: 'staff', email: newEmail() });
      const anon = await f.anonymous().post(`/api/users/${user.id}/password`, { password: TEAM_PASSWORD });
      expect(anon.status).toBe(401);
      expect(anon.body.message).toBe('Faça login para continuar.');
      for (const role of ['customer', 'staff', 'kitchen', 'delivery'] as Role[]) {
        const res = await (await f.newUser({ role, email: newEmail() })).http.post(`/api/users/${user.id}/password`, { password: TEAM_PASSWORD });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Você não tem permissão para esta ação.');
      }
      expect((await signIn(user.email)).res.status).toBe(200);
    });

    it('refuses bad bodies in Portuguese, an unknown id with 404, a short team password with the rule', async () => {
      const { user } = await f.newUser({ role: 'kitchen', email: newEmail() });
      await expectAllRefused((body) => admin.post(`/api/users/${user.id}/password`, body), malformedBodies({ password: TEAM_PASSWORD }, { required: ['password'] }));
      const short = await admin.post(`/api/users/${user.id}/password`, { password: 'Senha123' });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe(SHORT_FOR_TEAM);
      const unknown = await admin.post(`/api/users/${UNKNOWN_ID}/password`, { password: TEAM_PASSWORD });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('Usuário não encontrado.');
      expect((await signIn(user.email)).res.status).toBe(200);
    });

    it('sets the password and ends the sessions and sockets at once', async () => {
      const { user } = await f.newUser({ role: 'kitchen', email: newEmail() });
      const session = await signIn(user.email);
      const socket = await sockets.connect(t.baseUrl, { cookie: session.http.cookieHeader });
      const gone = closed(socket);
      const res = await admin.post(`/api/users/${user.id}/password`, { password: 'CozinhaNova2026' });
      expect(res.status).toBe(204);
      expect(await gone).toBe('io server disconnect');
      expect((await session.http.get('/api/auth/me')).status).toBe(401);
      expect((await session.http.post('/api/auth/refresh')).status).toBe(401);
      expect((await signIn(user.email)).res.status).toBe(401);
      expect((await signIn(user.email, 'CozinhaNova2026')).res.status).toBe(200);
    });
  });

  describe("PUT /api/auth/password ('Alterar Senha')", () => {
    it('needs login', async () => {
      const res = await f.anonymous().put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: TEAM_PASSWORD });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Faça login para continuar.');
    });

    it('refuses a wrong current password and bad bodies, changing nothing', async () => {
      const { user } = await f.newUser({ role: 'customer', email: newEmail() });
      const { http } = await signIn(user.email);
      const wrong = await http.put('/api/auth/password', { current_password: 'Errada123', new_password: 'NovaSenha1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Senha atual incorreta');
      await expectAllRefused(
        (body) => http.put('/api/auth/password', body),
        malformedBodies({ current_password: TEST_PASSWORD, new_password: 'NovaSenha1' }, { required: ['current_password', 'new_password'] }),
      );
      expect((await signIn(user.email)).res.status).toBe(200);
    });

    it('applies the rule of the person role: staff need the team password', async () => {
      const { user } = await f.newUser({ role: 'staff', email: newEmail() });
      const { http } = await signIn(user.email);
      const res = await http.put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'NovaSen1' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(SHORT_FOR_TEAM);
      expect((await signIn(user.email)).res.status).toBe(200);
    });

    it('changes it: this device stays signed in, the others are signed out', async () => {
      const { user } = await f.newUser({ role: 'delivery', email: newEmail() });
      const here = await signIn(user.email);
      const elsewhere = await signIn(user.email);
      const oldRefresh = here.http.cookies.get(REFRESH_COOKIE);
      const res = await here.http.put('/api/auth/password', { current_password: TEST_PASSWORD, new_password: 'EntregaSegura9' });
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ id: user.id, role: 'delivery' });
      expect(here.http.cookies.get(REFRESH_COOKIE)).not.toBe(oldRefresh);
      expect((await here.http.get('/api/auth/me')).status).toBe(200);
      expect((await here.http.post('/api/auth/refresh')).status).toBe(200);
      expect((await elsewhere.http.get('/api/auth/me')).status).toBe(401);
      expect((await elsewhere.http.post('/api/auth/refresh')).status).toBe(401);
      expect((await signIn(user.email)).res.status).toBe(401);
      expect((await signIn(user.email, 'EntregaSegura9')).res.status).toBe(200);
    });
  });
});
