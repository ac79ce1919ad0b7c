import { ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import { toCents } from '@quentinha/shared/money/money';

/**
 * House validators of the catalogue DTOs (products, neighbourhoods, expenses, daily menus).
 * They wrap plain predicates so unit tests and services can ask the same question.
 */

/** Money in reais: a finite number, at most 2 decimals (12.9 yes, 12.905 no), inside [min, max]. */
export function isMoney(value: unknown, opts: { min?: number; exclusiveMin?: boolean; max?: number } = {}): boolean {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  const { min = 0, exclusiveMin = false, max = 99_999.99 } = opts;
  if (exclusiveMin ? value <= min : value < min) return false;
  if (value > max) return false;
  // centavos must be whole: compare against the rounded value with float tolerance
  return Math.abs(value * 100 - toCents(value)) < 1e-6;
}

export const IsMoney = (
  opts: Parameters<typeof isMoney>[1],
  validationOptions: ValidationOptions & { message: string },
) => ValidateBy({ name: 'isMoney', validator: { validate: (value) => isMoney(value, opts) } }, validationOptions);

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2025-02-30 is refused). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return y >= 2000 && y <= 2100 && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

export const IsDay = (validationOptions: ValidationOptions & { message: string }) =>
  ValidateBy({ name: 'isDay', validator: { validate: (value) => isDay(value) } }, validationOptions);

/** Text with something besides spaces. */
export const IsNotBlank = (validationOptions: ValidationOptions & { message: string }) =>
  ValidateBy(
    { name: 'isNotBlank', validator: { validate: (value) => typeof value === 'string' && value.trim() !== '' } },
    validationOptions,
  );

/**
 * Optional, but never null: `@IsOptional()` would let `{"name": null}` through to a NOT NULL
 * column. Pair it with PartialType(..., { skipNullProperties: false }) for update DTOs.
 */
export const OptionalButNotNull = () => ValidateIf((_, value) => value !== undefined);

/**
 * Update DTOs: an empty body is refused, and so is a body that is not an object at all ([] or
 * "text"). Without it Nest's ValidationPipe answers those with its own English sentence
 * ('Validation failed (object is expected)'), since no field of a partial DTO is required.
 * It validates a synthetic property that no client may send.
 */
const BODY_PROBE = '__body__';
export function AtLeastOneField(
  message = 'Informe ao menos um campo para alterar.',
  /** only these fields count (others are accepted but ignored); default: any field */
  counted?: readonly string[],
): ClassDecorator {
  const counts = (object: object) =>
    counted
      ? counted.some((key) => (object as Record<string, unknown>)[key] !== undefined)
      : Object.keys(object).some((key) => key !== 'constructor' && key !== BODY_PROBE);
  return (target) => {
    ValidateBy(
      {
        name: 'atLeastOneField',
        validator: {
          validate: (value, args) => value === undefined && counts(args!.object),
        },
      },
      { message },
    )(target.prototype, BODY_PROBE);
  };
}
