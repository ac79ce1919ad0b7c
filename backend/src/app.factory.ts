import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { JwtService } from '@nestjs/jwt';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoleHolder } from '@quentinha/shared/auth/roles';
import { AppModule } from './app.module.js';
import { loadBuiltFrontend, sendBuiltFile } from './common/http/built-frontend.js';
import { withOpeningPreloads } from './common/http/opening-preloads.js';
import { APP_SECURITY_HEADERS, HSTS_HEADER, securityHeaders } from './common/http/security-headers.js';
import { runAsUnitOfWork } from './common/database/request-context.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import { jsonDepthExceeds } from './common/http/json-depth.js';
import { containsNul, NUL_MESSAGE, urlHasNul } from './common/http/nul-bytes.js';
import { answerClientError } from './common/http/client-errors.js';
import { FOREIGN_ORIGIN_MESSAGE, needsOriginCheck, originAllowed } from './common/http/origin-check.js';
import { ACCESS_COOKIE, REFRESH_COOKIE, type AccessTokenPayload } from './common/auth/auth-user.js';
import { AppLogger } from './common/logging/logger.module.js';
import type { AppConfig } from './config/config.js';
import { withTypeSchemas } from './openapi/type-schemas.js';
import { guestMenuFastPath } from './modules/products/menu-reply.js';
import { ProductsService } from './modules/products/products.service.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { SetupService } from './modules/setup/setup.service.js';
import { isGuestStorefrontVisit, storefrontShellSender } from './common/http/storefront-shell.js';

export const API_PREFIX = 'api';
export const JSON_TOO_DEEP = 'QT_JSON_TOO_DEEP';
export const NUL_IN_TEXT = 'QT_NUL_IN_TEXT';
const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE];
const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the whole app (API, uploads, built storefront) without listening: main.ts and tests share it. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    // nestjs-pino writes the log (AppLoggerModule); Fastify only names each request, uniquely
    // across instances, and that id is every log line's and a 500's correlation id
    logger: false,
    genReqId: () => randomUUID(),
    // router-level failures (over-long or malformed path parameters) never echo the URL back
    frameworkErrors: (error: { code?: string }, _request: unknown, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      void reply
        .status(status)
        .send({ statusCode: status, error: tooLong ? 'URI Too Long' : 'Bad Request', message: 'Endereço da requisição inválido.' });
    },
    // what Node's HTTP parser refuses (headers over 16 KiB) gets a Portuguese sentence too
    clientErrorHandler: answerClientError,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    // held until pino is in place: then every line, from the first, goes through it
    bufferLogs: true,
    // the JSON parser is ours (below: depth-checked); the API takes JSON and multipart only
    bodyParser: false,
  });
  app.useLogger(app.get(AppLogger));
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // each request is its own unit of work: on SQLite it owns its transactions (sqlite-transaction-lock.ts)
  fastify.addHook('onRequest', (_request: FastifyRequest, _reply: FastifyReply, done: () => void) => runAsUnitOfWork(done));
  await app.register(fastifyCookie as never);
  // API JSON and CSV compressed per request (brotli at a quick level, gzip for older clients);
  // the built assets are compressed once at build time and served as they are (preCompressed)
  await app.register(fastifyCompress as never, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const headers = securityHeaders(APP_SECURITY_HEADERS);
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header(HSTS_HEADER.name, HSTS_HEADER.value);
    if (urlHasNul(request.url)) {
      void reply.status(400).send({ statusCode: 400, error: 'Bad Request', message: NUL_MESSAGE });
      return;
    }
    // a write riding on the session cookie from a page of another site: refused before any route
    if (
      needsOriginCheck(request.method, request.headers.cookie, SESSION_COOKIES) &&
      !originAllowed(request.headers.origin, request.headers.host, config.allowedOrigins)
    ) {
      void reply.status(403).send({ statusCode: 403, error: 'Forbidden', message: FOREIGN_ORIGIN_MESSAGE });
      return;
    }
    done();
  });
  // a guest's menu (every storefront load) from memory, before Nest's pipeline: after the
  // security headers above, and compressed like any answer (onSend)
  fastify.addHook('onRequest', guestMenuFastPath(app.get(ProductsService)));
  await app.register(fastifyMultipart as never, {
    limits: { fileSize: config.maxUploadBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  // JSON as Fastify parses it (prototype poisoning refused), after a cheap depth check: a body
  // nested thousands of levels would overflow the recursive validation further in
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDepthExceeds(text)) {
      done(Object.assign(new Error('JSON nested too deep'), { statusCode: 400, code: JSON_TOO_DEEP }), undefined);
      return;
    }
    parseJson(request, text, (error: Error | null, parsed?: unknown) => {
      if (!error && containsNul(parsed)) {
        done(Object.assign(new Error('NUL in JSON'), { statusCode: 400, code: NUL_IN_TEXT }), undefined);
        return;
      }
      done(error, parsed);
    });
  });

  // every JSON body of this API is an object: an array, string, number or null is refused here,
  // once, before any route sees it (a DTO with only optional fields would otherwise accept it)
  fastify.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    if (body === undefined || !request.headers['content-type']?.includes('json')) return;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return reply
        .status(400)
        .send({ statusCode: 400, error: 'Bad Request', message: 'O corpo da requisição deve ser um objeto JSON.' });
    }
  });

  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic as never, {
    root: config.uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  const indexHtml = config.frontendDist ? join(config.frontendDist, 'index.html') : null;
  if (config.frontendDist && indexHtml && existsSync(indexHtml)) {
    const built = loadBuiltFrontend(config.frontendDist);
    const page = built.get('/index.html')!;
    const pageHtml = page.identity.toString('utf8');
    const jwt = app.get(JwtService);
    // who is opening a page, from the access cookie alone: enough to name the data it will ask for
    const viewerOf = (request: FastifyRequest): RoleHolder | null => {
      const token = request.cookies?.[ACCESS_COOKIE];
      if (!token) return null;
      try {
        return { role: jwt.verify<AccessTokenPayload>(token).role };
      } catch {
        return null;
      }
    };
    const guestStorefront = storefrontShellSender(pageHtml, app.get(SettingsService));
    // the built files, and the SPA for client-side routes (/home, /pedidos, ...); unknown /api paths stay JSON 404s
    fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0];
      const file = built.get(path);
      if (file) return sendBuiltFile(request, reply, file);
      // a missing file (an old hashed asset, a typo) is a 404, never the page in its place
      if (path.startsWith('/api') || path.startsWith('/uploads') || /\.[a-z0-9]{1,8}$/i.test(path)) {
        return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Recurso não encontrado.' });
      }
      // a guest's /home comes with its first screen drawn (storefront-shell.ts)
      if (isGuestStorefrontVisit(request)) return guestStorefront(reply).then((sent) => sent ?? sendBuiltFile(request, reply, page));
      const preloading = withOpeningPreloads(pageHtml, path, () => viewerOf(request));
      if (preloading) return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').type('text/html; charset=utf-8').send(preloading);
      return sendBuiltFile(request, reply, page);
    });
  }

  // once listening (after ADMIN_EMAIL and the seed ran at bootstrap): the first start's setup_code
  fastify.addHook('onReady', () => app.get(SetupService).announceCode());

  if (config.apiDocs) {
    const document = withTypeSchemas(
      SwaggerModule.createDocument(
        app,
        new DocumentBuilder().setTitle('Quentinha API').setVersion('1.0').addCookieAuth('qt_access').build(),
      ),
    );
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, document);
  }
  return app;
}
