import { randomUUID } from 'node:crypto';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type DomainErrorCode } from './domain-error.js';
import { isOutage } from './outage.js';
import { NUL_MESSAGE } from '../http/nul-bytes.js';
import { redactUrl } from '../http/log-redaction.js';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Portuguese sentences for errors raised by the framework itself (not by our services). */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'Requisição inválida.',
  401: 'Faça login para continuar.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato não aceito.',
  409: 'Conflito com o estado atual.',
  413: 'Arquivo ou requisição grande demais.',
  415: 'Tipo de conteúdo não suportado.',
  429: 'Muitas tentativas. Aguarde alguns minutos.',
};

export function statusForCode(code: DomainErrorCode): number {
  switch (code) {
    case 'VALIDATION':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'INVALID_TRANSITION':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA':
      return 415;
    case 'RATE_LIMITED':
      return 429;
    case 'IDEMPOTENCY_MISMATCH':
      return 422;
    case 'UNAVAILABLE':
      return 503;
  }
}

export const UNAVAILABLE_MESSAGE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

/** Fastify's own errors (bad JSON, body limit, multipart limits) carry a statusCode and a code. */
function fastifyErrorStatus(error: unknown): number | null {
  const e = error as { statusCode?: unknown; code?: unknown };
  if (typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) return e.statusCode;
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.code === 'FST_FILES_LIMIT') return 413;
  return null;
}

function fastifyErrorMessage(error: unknown, status: number): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError) {
    return 'O corpo da requisição não é um JSON válido.';
  }
  if (code === 'QT_JSON_TOO_DEEP') return 'O corpo da requisição tem níveis de aninhamento demais.';
  if (code === 'QT_NUL_IN_TEXT') return NUL_MESSAGE;
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Tipo de conteúdo não suportado.';
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return 'Envie o arquivo como multipart/form-data.';
  return FRAMEWORK_MESSAGES[status] ?? 'Requisição inválida.';
}

/**
 * Every error leaves as {statusCode, error, message} with a Portuguese message. Unknown errors
 * become a 500 with a generic sentence and a log line carrying a correlation id, never a stack.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, message } = this.describe(exception, request);
    if (reply.sent) return;
    void reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send({ statusCode: status, error: STATUS_TEXT[status] ?? 'Error', message });
  }

  describe(exception: unknown, request?: FastifyRequest): { status: number; message: string } {
    if (exception instanceof DomainError) {
      return { status: statusForCode(exception.code), message: exception.message };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return this.unexpected(exception, request);
      // Nest wraps Fastify's own 4xx errors (bad JSON, body limit) in an HttpException
      if (exception.cause && fastifyErrorStatus(exception.cause)) return { status, message: fastifyErrorMessage(exception.cause, status) };
      // our code throws DomainError; an HttpException is the framework's own, worded in English
      return { status, message: FRAMEWORK_MESSAGES[status] ?? 'Requisição inválida.' };
    }
    const fastifyStatus = fastifyErrorStatus(exception);
    if (fastifyStatus) return { status: fastifyStatus, message: fastifyErrorMessage(exception, fastifyStatus) };
    if (exception instanceof SyntaxError) return { status: 400, message: fastifyErrorMessage(exception, 400) };
    if (isOutage(exception)) {
      this.logger.warn(`${request ? `${request.method} ${request.routeOptions?.url ?? ''} ` : ''}503: ${(exception as Error).message}`);
      return { status: 503, message: UNAVAILABLE_MESSAGE };
    }
    return this.unexpected(exception, request);
  }

  private unexpected(exception: unknown, request?: FastifyRequest) {
    // Fastify's request id: the one pino writes on every line of this request
    const id = request?.id ?? randomUUID();
    // the same redaction as the request logs: a tracking token or a phone number in the address
    // must not reach the error log either
    const where = request ? `${request.method} ${redactUrl(request.url)}` : '';
    this.logger.error(`[${id}] ${where} ${(exception as Error)?.stack ?? String(exception)}`);
    return { status: 500, message: `Erro interno no servidor. Tente novamente mais tarde (código ${id.slice(0, 8)}).` };
  }
}
