import { Param, ParseUUIDPipe } from '@nestjs/common';
import { notFound } from '../errors/domain-error.js';

/**
 * A route's `:id`. Ids are UUIDs, so a malformed one cannot exist: it answers the family's own
 * 404 ('Pedido não encontrado.'), like a missing one, before any query runs.
 */
export const IdParam = (what: string, gender: 'm' | 'f' = 'm', name = 'id') =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => notFound(what, gender) }));
