import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MenuBody } from './product-menu.cache.js';
import type { ProductsService } from './products.service.js';

/**
 * Sets the menu's caching headers and tells whether the browser's copy is current. The browser
 * keeps the body and asks again each time (no-cache): unchanged, it gets a 304. The body depends
 * on who asks (public or back-office shape), hence Vary: Cookie.
 */
export function menuHeaders(request: FastifyRequest, reply: FastifyReply, menu: MenuBody): { notModified: boolean } {
  void reply.header('etag', menu.etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
  const notModified = request.headers['if-none-match'] === menu.etag;
  if (notModified) void reply.status(304);
  else void reply.type('application/json; charset=utf-8');
  return { notModified };
}

/** The one URL every storefront load asks for, as a guest asks for it. */
const GUEST_MENU_URL = '/api/products';

/**
 * An onRequest hook answering a guest's GET /api/products from the serialized menu, before
 * Nest's router, guards, pipes and interceptors: the storefront's busiest request is then one
 * Map lookup (issue 14: the menu at twice a bare server reading the rows). Only the exact URL
 * without a session cookie takes it; anything else (a query, a signed-in person, a menu not yet
 * cached in a way this can serve) goes on to the controller, which answers the same way.
 */
export function guestMenuFastPath(products: Pick<ProductsService, 'menuBody'>) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (request.method !== 'GET' || request.url !== GUEST_MENU_URL || request.headers.cookie) return undefined;
    const menu = await products.menuBody(null, {});
    if (!menu) return undefined;
    const { notModified } = menuHeaders(request, reply, menu);
    return reply.send(notModified ? undefined : menu.json);
  };
}
