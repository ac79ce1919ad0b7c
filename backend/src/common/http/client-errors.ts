import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Requests Node's HTTP parser refuses before Fastify or Nest see them: headers over Node's 16 KiB
 * (an Idempotency-Key of 200 kB), a malformed request line, a request that took too long to
 * arrive. Answered like every other refusal, {statusCode, error, message} with a Portuguese
 * sentence, instead of Fastify's English default (whose wire format this copies: fastify.js
 * defaultClientErrorHandler).
 */
const MESSAGES: Record<number, string> = {
  400: 'Requisição malformada.',
  408: 'A requisição demorou demais para chegar.',
  431: 'Cabeçalhos da requisição grandes demais.',
};

export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // a reset connection has no one left to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message: MESSAGES[status] });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
