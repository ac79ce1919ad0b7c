import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsObject,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  type ValidationOptions,
} from 'class-validator';
import { isCalendarDay } from '@quentinha/shared/dates/calendar-day';
import { toCents } from '@quentinha/shared/money/money';
import { normalizePhone, validatePhoneField, type PhoneFieldMessages } from '@quentinha/shared/phone/whatsapp';

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

/**
 * A day the shop keeps (a menu's, an expense's): a calendar day between 2000 and 2100, so a
 * mistyped year never files an expense out of every report.
 */
export function isDay(value: unknown): value is string {
  if (!isCalendarDay(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2100;
}

export const IsDay = (validationOptions: ValidationOptions & { message: string }) =>
  ValidateBy({ name: 'isDay', validator: { validate: (value) => isDay(value) } }, validationOptions);

/** Any calendar day 'yyyy-MM-dd' (2025-02-30 is refused): the shared rule as a decorator. */
export const IsCalendarDay = (validationOptions: ValidationOptions & Required<Pick<ValidationOptions, 'message'>>) =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: (value) => isCalendarDay(value) } }, validationOptions);

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

/**
 * Decorators written as if stacked one above the other: TypeScript applies the lowest first and
 * class-validator checks in that order (applyDecorators alone would apply the first first).
 */
export const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** A required text: present, text, not blank, at most `max` characters. */
export const RequiredText = (max: number, messages: { required: string; notText: string; tooLong: string }) =>
  stacked(
    IsDefined({ message: messages.required }),
    IsString({ message: messages.notText }),
    IsNotBlank({ message: messages.required }),
    MaxLength(max, { message: messages.tooLong }),
  );

/** An optional true or false, never null: `field` names it in the message. */
export const OptionalFlag = (field: string) =>
  stacked(OptionalButNotNull(), IsBoolean({ message: `O campo ${field} deve ser verdadeiro ou falso.` }));

type ClassOf = () => abstract new (...args: never[]) => unknown;

/** A required object, validated as the class `type` gives: `message` when it is missing or not an object. */
export const RequiredNested = (type: ClassOf, message: string) =>
  stacked(IsDefined({ message }), IsObject({ message }), ValidateNested(), Type(type));

/** A required list of 1 to `max` objects, each validated as the class `type` gives. */
export const RequiredObjectList = (
  type: ClassOf,
  max: number,
  messages: { required: string; notList: string; tooMany: string; item: string },
) =>
  stacked(
    IsDefined({ message: messages.required }),
    IsArray({ message: messages.notList }),
    ArrayMinSize(1, { message: messages.required }),
    ArrayMaxSize(max, { message: messages.tooMany }),
    IsObject({ each: true, message: messages.item }),
    ValidateNested({ each: true }),
    Type(type),
  );

/** A whole number in [min, max]; `message` for anything else. */
export const IntIn = (min: number, max: number, message: string) =>
  stacked(IsInt({ message }), Min(min, { message }), Max(max, { message }));

/** How a phone field reads its value (DECISIONS 10.9); `label` and `invalid` word its refusals. */
export interface PhoneFieldOptions extends PhoneFieldMessages {
  /** undefined, null and '' mean "no phone" (the value is left as it came) */
  optional?: boolean;
  /** a JSON number is read as its digits (orders always took one); elsewhere a phone is text */
  numbers?: boolean;
}

const isPhoneInput = (value: unknown, numbers = false) =>
  typeof value === 'string' || (numbers && typeof value === 'number');
const isNoPhone = (value: unknown) => value === undefined || value === null || value === '';

/** The field's check as a plain predicate: null when fine, else the Portuguese sentence naming the field. */
export function phoneFieldRule(options: PhoneFieldOptions): (value: unknown) => string | null {
  return (value) => {
    if (options.optional && isNoPhone(value)) return null;
    if (!isPhoneInput(value, options.numbers)) return options.invalid;
    return validatePhoneField(value, options);
  };
}

/**
 * A phone field: the shared rule (any spelling of a Brazilian number; letters, a foreign or
 * unknown area code, a digit too many or too few: 400 with a sentence naming the field), and the
 * value handed on as DDD + number ('21997776655'), the only change ever made to a number.
 */
export function IsWhatsapp(options: PhoneFieldOptions): PropertyDecorator {
  const rule = phoneFieldRule(options);
  return stacked(
    Transform(({ value }) => (isPhoneInput(value, options.numbers) ? (normalizePhone(value) ?? value) : value)),
    ValidateBy(
      { name: 'isWhatsapp', validator: { validate: (value) => rule(value) === null } },
      { message: ({ value }) => rule(value) ?? options.invalid },
    ),
  );
}
