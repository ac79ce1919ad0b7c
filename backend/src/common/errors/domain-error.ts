/** What went wrong, in terms of the business; the filter turns each code into one HTTP status. */
export type DomainErrorCode =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA'
  /** an Idempotency-Key sent again with another request (HTTP 422) */
  | 'IDEMPOTENCY_MISMATCH'
  /** the database or Redis is out of reach: try again shortly (HTTP 503) */
  | 'UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string) => new DomainError('VALIDATION', message);
/** `notFound('Despesa', 'f')` -> 'Despesa não encontrada.' */
export const notFound = (what: string, gender: 'm' | 'f' = 'm') =>
  new DomainError('NOT_FOUND', `${what} não ${gender === 'f' ? 'encontrada' : 'encontrado'}.`);
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new DomainError('FORBIDDEN', message);
export const conflict = (message: string) => new DomainError('CONFLICT', message);

/** Not-found in one place: `findOrFail(await repo.findOneBy({id}), 'Pedido')`. */
export function findOrFail<T>(value: T | null | undefined, what: string, gender: 'm' | 'f' = 'm'): T {
  if (value == null) throw notFound(what, gender);
  return value;
}
