import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationError } from '../errors/domain-error.js';
import { hasTextLongerThan, TEXT_TOO_LONG } from './bounded-text.js';
import { cacheValidationRules } from './validation-rules-cache.js';

/**
 * The sentences no decorator writes: the pipe's own checks (a field not in the DTO, a nested
 * object that is not one, a body that is not an object). Every decorator carries its own
 * Portuguese message, so nothing is recognised or translated here.
 */
const PIPE_MESSAGES: Record<string, string> = {
  whitelistValidation: 'O campo {field} não é permitido.',
  nestedValidation: 'O campo {field} deve ser um objeto.',
  unknownValue: 'O corpo da requisição deve ser um objeto JSON.',
};

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
  const pipe = PIPE_MESSAGES[key];
  return pipe ? pipe.replace('{field}', `'${field}'`) : message;
}

/** Nest's pipe, after the door's bound on text: nothing over-long reaches a transform or a rule. */
class BoundedValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata) {
    if ((metadata.type === 'body' || metadata.type === 'query') && hasTextLongerThan(value)) {
      throw validationError(TEXT_TOO_LONG);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe() {
  cacheValidationRules();
  return new BoundedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => validationError(describeValidationErrors(errors)),
  });
}
