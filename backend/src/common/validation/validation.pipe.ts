import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationError } from '../errors/domain-error.js';

/** Portuguese for class-validator's built-in constraints; {field} and {n} are filled in. */
const TEMPLATES: Record<string, string> = {
  whitelistValidation: 'O campo {field} não é permitido.',
  isDefined: 'O campo {field} é obrigatório.',
  isNotEmpty: 'O campo {field} é obrigatório.',
  isString: 'O campo {field} deve ser um texto.',
  isBoolean: 'O campo {field} deve ser verdadeiro ou falso.',
  isInt: 'O campo {field} deve ser um número inteiro.',
  isNumber: 'O campo {field} deve ser um número.',
  isPositive: 'O campo {field} deve ser maior que zero.',
  isArray: 'O campo {field} deve ser uma lista.',
  arrayNotEmpty: 'O campo {field} não pode ser uma lista vazia.',
  arrayMinSize: 'O campo {field} deve ter pelo menos {n} item(ns).',
  arrayMaxSize: 'O campo {field} deve ter no máximo {n} itens.',
  isObject: 'O campo {field} deve ser um objeto.',
  nestedValidation: 'O campo {field} deve ser um objeto.',
  isEmail: 'O campo {field} deve ser um email válido.',
  isUuid: 'O campo {field} deve ser um identificador válido.',
  isUUID: 'O campo {field} deve ser um identificador válido.',
  isIn: 'O campo {field} deve ser um destes valores: {values}.',
  isEnum: 'O campo {field} deve ser um destes valores: {values}.',
  isDateString: 'O campo {field} deve ser uma data válida.',
  isISO8601: 'O campo {field} deve ser uma data válida.',
  matches: 'O campo {field} está em formato inválido.',
  min: 'O campo {field} deve ser no mínimo {n}.',
  max: 'O campo {field} deve ser no máximo {n}.',
  minLength: 'O campo {field} deve ter pelo menos {n} caracteres.',
  maxLength: 'O campo {field} deve ter no máximo {n} caracteres.',
  isLength: 'O campo {field} tem um tamanho inválido.',
  unknownValue: 'O corpo da requisição deve ser um objeto JSON.',
};

/** Messages written by us in the DTOs are kept; class-validator's English defaults are translated. */
const isDefaultEnglish = (message: string) =>
  /\b(must|should)\b|\bshould not\b|\bhas failed\b|is not valid|an unknown value|failed|expected/.test(message);

function firstViolation(errors: ValidationError[], parent = ''): { field: string; key: string; message: string; error: ValidationError } | null {
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraints = error.constraints ?? {};
    // a missing value reports isDefined/isNotEmpty first: that is the useful sentence
    const order = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'nestedValidation'];
    const key = order.find((k) => k in constraints) ?? Object.keys(constraints)[0];
    if (key) return { field, key, message: constraints[key], error };
    const nested = firstViolation(error.children ?? [], field);
    if (nested) return nested;
  }
  return null;
}

export function describeValidationErrors(errors: ValidationError[]): string {
  const violation = firstViolation(errors);
  if (!violation) return 'Dados inválidos.';
  const { field, key, message } = violation;
  const wholeBody = !field || ((field === 'body' || field === 'query') && key === 'isObject');
  if (wholeBody && key !== 'unknownValue') return 'O corpo da requisição deve ser um objeto JSON.';
  if (!isDefaultEnglish(message)) return message;
  const template = TEMPLATES[key] ?? 'O campo {field} é inválido.';
  const n = message.match(/(-?\d+(?:\.\d+)?)/)?.[1] ?? '';
  const values = message.match(/following values: (.*)$/)?.[1] ?? '';
  return template.replace('{field}', `'${field}'`).replace('{n}', n).replace('{values}', values);
}

export function createValidationPipe() {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationError(describeValidationErrors(errors)),
  });
}
