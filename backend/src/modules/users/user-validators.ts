import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { ROLES } from '@quentinha/shared/auth/roles';
import { validatePasswordForRole } from '@quentinha/shared/validation/team-password';
import { LOGIN_MESSAGES, validateEmail, validatePassword } from '@quentinha/shared/validation/login';
import {
  REGISTER_MESSAGES,
  validateName,
  validatePasswordConfirmation,
  validateRegisterEmail,
  validateRegisterPassword,
} from '@quentinha/shared/validation/register';
import { IsWhatsapp, phoneFieldRule } from '../../common/validation/validators.js';

/** A shared predicate: null when the value is fine, otherwise the Portuguese sentence to show. */
export type Rule = (value: unknown) => string | null;

/** Column widths and a cap that keeps argon2 from hashing megabytes on purpose. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;

export const USER_MESSAGES = {
  nameNotText: 'Nome deve ser um texto',
  emailTooLong: `Email deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`,
  passwordTooLong: `Senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  roleInvalid: `Perfil inválido. Use um destes: ${ROLES.join(', ')}`,
} as const;

/**
 * Wraps a shared predicate as a class-validator decorator whose message is the predicate's own
 * sentence, so the API answers with exactly the text the client shows (STYLE.md item 6).
 */
export function SharedRule(name: string, rule: Rule, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { ...options, message: (args: ValidationArguments) => rule(args.value) ?? '' },
      validator: { validate: (value: unknown) => rule(value) === null },
    });
}

const tooLong = (value: unknown, max: number) => typeof value === 'string' && value.length > max;

// The shared predicates coerce numbers to text (a form only sends text); the API must not.
export const nameRule: Rule = (v) => (v != null && typeof v !== 'string' ? USER_MESSAGES.nameNotText : validateName(v));

export const registerEmailRule: Rule = (v) =>
  validateRegisterEmail(v) ?? (tooLong(v, EMAIL_MAX_LENGTH) ? USER_MESSAGES.emailTooLong : null);

export const loginEmailRule: Rule = (v) => validateEmail(v) ?? (tooLong(v, EMAIL_MAX_LENGTH) ? LOGIN_MESSAGES.emailInvalid : null);

export const strongPasswordRule: Rule = (v) =>
  validateRegisterPassword(v) ?? (tooLong(v, PASSWORD_MAX_LENGTH) ? USER_MESSAGES.passwordTooLong : null);

/** Team accounts need the longer team password; customers keep registration's rule. */
export const passwordForRoleRule = (role: unknown): Rule => (v) =>
  validatePasswordForRole(typeof role === 'string' ? role : null, v) ?? (tooLong(v, PASSWORD_MAX_LENGTH) ? USER_MESSAGES.passwordTooLong : null);

export const loginPasswordRule: Rule = (v) =>
  validatePassword(v) ?? (tooLong(v, PASSWORD_MAX_LENGTH) ? USER_MESSAGES.passwordTooLong : null);

/** The account's phone (DECISIONS 10.9): optional (undefined, null, ''), text, the shared phone rule. */
const PHONE_FIELD = { label: 'Telefone', invalid: REGISTER_MESSAGES.phoneInvalid, optional: true } as const;
export const phoneRule: Rule = phoneFieldRule(PHONE_FIELD);

export const roleRule: Rule = (v) => (typeof v === 'string' && (ROLES as readonly string[]).includes(v) ? null : USER_MESSAGES.roleInvalid);

/** Confirmation field: must equal the sibling `password` (the form's 'Senhas não coincidem'). */
export function IsPasswordConfirmation() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'passwordConfirmation',
      target: target.constructor,
      propertyName,
      options: { message: REGISTER_MESSAGES.passwordMismatch },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          validatePasswordConfirmation((args.object as { password?: unknown }).password, value) === null,
      },
    });
}

/** The password of an account whose role is the sibling `role` field (POST /api/users). */
export function IsPasswordForRole() {
  const ruleOf = (args: ValidationArguments) => passwordForRoleRule((args.object as { role?: unknown }).role);
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'passwordForRole',
      target: target.constructor,
      propertyName,
      options: { message: (args: ValidationArguments) => ruleOf(args)(args.value) ?? '' },
      validator: { validate: (value: unknown, args: ValidationArguments) => ruleOf(args)(value) === null },
    });
}

export const IsPersonName = () => SharedRule('personName', nameRule);
export const IsRegisterEmail = () => SharedRule('registerEmail', registerEmailRule);
export const IsLoginEmail = () => SharedRule('loginEmail', loginEmailRule);
export const IsStrongPassword = () => SharedRule('strongPassword', strongPasswordRule);
export const IsLoginPassword = () => SharedRule('loginPassword', loginPasswordRule);
export const IsPhone = () => IsWhatsapp(PHONE_FIELD);
export const IsRole = () => SharedRule('role', roleRule);

