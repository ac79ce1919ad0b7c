import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { IsCalendarDay } from '../validation/validators.js';

// Decorators for list-route query DTOs: the global ValidationPipe checks and converts them like any
// body, each with its Portuguese sentence (a typo never silently widens a list). Query values
// arrive as text, or as a list when the parameter is repeated.

/** Text trimmed; '' (a form field left empty) is no filter; a list stays a list (and is refused). */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);
const Trimmed = () => Transform(({ value }) => trimmed(value));

/** The one answer to a single-valued filter sent twice ('?x=a&x=b' arrives as a list). */
export const onceMessage = (name: string) => `O parâmetro ${name} deve ser informado uma única vez.`;

/**
 * A single-valued parameter: registered before a field's other checks (class-validator checks in
 * that order) so a repeated one is answered with `onceMessage`.
 */
export const Once = (name: string) =>
  ValidateBy({ name: 'once', validator: { validate: (value) => !Array.isArray(value), defaultMessage: () => onceMessage(name) } });

const FLAGS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** 'true'/'1' or 'false'/'0'; absent or empty: no filter; anything else is a 400. */
export function QueryFlag(name: string, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description, enum: ['true', 'false'] }),
    Transform(({ value }) =>
      value === '' ? undefined : typeof value === 'string' && Object.hasOwn(FLAGS, value) ? FLAGS[value] : value,
    ),
    IsOptional(),
    Once(name),
    IsBoolean({ message: `O filtro '${name}' deve ser true ou false.` }),
  );
}

/** A text filter of at most `max` characters, trimmed. */
export function QueryText(name: string, max: number, description: string, message = `O filtro '${name}' é inválido.`) {
  return applyDecorators(
    ApiPropertyOptional({ description, maxLength: max }),
    Trimmed(),
    IsOptional(),
    // applyDecorators registers in order, and class-validator checks in that order
    Once(name),
    IsString({ message }),
    MaxLength(max, { message }),
  );
}

/** A whole number in [min, max] written in digits ('1e2' and '-1' are not); empty: the default. */
export function QueryInt(opts: { min: number; max: number; message: string; description: string; default: number }) {
  const { min, max, message, description } = opts;
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, default: opts.default, description }),
    Transform(({ value }) => {
      const text = trimmed(value);
      return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : text;
    }),
    IsOptional(),
    Max(max, { message }),
    Min(min, { message }),
    IsInt({ message }),
  );
}

/**
 * One of `values`, trimmed and read by `read` (any spelling to the canonical one) when given;
 * another value answers `message`.
 */
export function QueryIn<T extends string>(
  name: string,
  values: readonly T[],
  message: string,
  description: string,
  read: (text: string) => T | null = () => null,
) {
  return applyDecorators(
    ApiPropertyOptional({ enum: values, description }),
    Transform(({ value }) => {
      const text = trimmed(value);
      return typeof text === 'string' ? (read(text) ?? text) : text;
    }),
    IsOptional(),
    Once(name),
    IsIn(values, { message }),
  );
}

/** A calendar day 'yyyy-MM-dd'; the message may quote what was sent. */
export function QueryDay(message: string | ((args: ValidationArguments) => string), description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description, example: '2026-03-10', format: 'date' }),
    Trimmed(),
    IsOptional(),
    IsCalendarDay({ message }),
  );
}

/** 'all' and its Portuguese words: no filter at all. */
const ALL = new Set(['all', 'todos', 'todas']);

/**
 * Comma-separated values (a repeated parameter reads the same), each `read` into one of `values`
 * in any case and either language; 'all'/'todos' or nothing: no filter. A value that cannot be
 * read stays as sent, so the 400 quotes it.
 */
export function QueryList<T extends string>(opts: {
  values: readonly T[];
  read: (value: string) => T | null;
  message: (value: string) => string;
  description: string;
}) {
  const unknown = (list: unknown) =>
    String((Array.isArray(list) ? list : [list]).find((v) => !(opts.values as readonly unknown[]).includes(v)));
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      description: `${opts.description}; separados por vírgula: ${opts.values.join(', ')}`,
    }),
    Transform(({ value }) => {
      const texts = (Array.isArray(value) ? value : [value])
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
        .map((v) => v.trim())
        .filter(Boolean);
      if (texts.length === 0 || texts.some((v) => ALL.has(v.toLowerCase()))) return undefined;
      return [...new Set(texts.map((v) => opts.read(v.toLowerCase()) ?? v))];
    }),
    IsOptional(),
    IsIn(opts.values, { each: true, message: ({ value }) => opts.message(unknown(value)) }),
  );
}
