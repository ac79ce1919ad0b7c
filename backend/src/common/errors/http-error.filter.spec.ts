import { Logger, NotFoundException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { HttpErrorFilter } from './http-error.filter.js';

describe('HttpErrorFilter', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it("names a 500 by the request's id: the one pino writes on every line of that request", () => {
    const sut = new HttpErrorFilter();
    const request = { id: '1a2b3c4d-0000-4000-8000-000000000000', method: 'GET', url: '/api/x' } as FastifyRequest;
    expect(sut.describe(new TypeError('boom'), request)).toEqual({
      status: 500,
      message: 'Erro interno no servidor. Tente novamente mais tarde (código 1a2b3c4d).',
    });
  });

  it("answers the framework's own exceptions in Portuguese, whatever their English text", () => {
    expect(new HttpErrorFilter().describe(new NotFoundException('Cannot GET /api/nada'))).toEqual({
      status: 404,
      message: 'Recurso não encontrado.',
    });
  });

  it('writes the address of a failed request into the error log redacted, like the request logs', () => {
    const lines: string[] = [];
    Logger.overrideLogger({ log() {}, warn() {}, error: (message: string) => lines.push(String(message)) });
    try {
      const request = { id: 'abcdef12-0000-4000-8000-000000000000', method: 'GET', url: '/api/orders/track/segredo123?phone=11987654321' } as FastifyRequest;
      new HttpErrorFilter().describe(new TypeError('boom'), request);
    } finally {
      Logger.overrideLogger(false);
    }
    expect(lines.join('\n')).toContain('GET /api/orders/track/***?phone=***');
    expect(lines.join('\n')).not.toMatch(/segredo123|11987654321/);
  });
});
