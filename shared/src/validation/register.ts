import { validatePhoneField } from '../phone/whatsapp.js';
import { EMAIL_MAX_LENGTH, isBlank, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from './limits.js';
import { isEmail, LOGIN_MESSAGES } from './login.js';

export const EMAIL_EXAMPLE = 'usuario@exemplo.com';

export const REGISTER_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooShort: `Nome deve ter pelo menos ${NAME_MIN_LENGTH} caracteres`,
  nameTooLong: `Nome deve ter no máximo ${NAME_MAX_LENGTH} caracteres`,
  emailRequired: LOGIN_MESSAGES.emailRequired,
  emailInvalid: `Email deve ter formato válido (ex: ${EMAIL_EXAMPLE})`,
  emailTooLong: `Email deve ter no máximo ${EMAIL_MAX_LENGTH} caracteres`,
  passwordRequired: LOGIN_MESSAGES.passwordRequired,
  passwordRulesPrefix: 'Senha deve conter: ',
  passwordMismatch: 'Senhas não coincidem',
  phoneInvalid: 'Telefone deve ter 11 dígitos (DDD + 9)',
  busyTitle: 'Aguarde',
  busy: 'Processando registro anterior...',
} as const;

export function validateName(value: unknown): string | null {
  if (isBlank(value)) return REGISTER_MESSAGES.nameRequired;
  const name = String(value).trim();
  if (name.length < NAME_MIN_LENGTH) return REGISTER_MESSAGES.nameTooShort;
  if (name.length > NAME_MAX_LENGTH) return REGISTER_MESSAGES.nameTooLong;
  return null;
}

export function validateRegisterEmail(value: unknown): string | null {
  if (isBlank(value)) return REGISTER_MESSAGES.emailRequired;
  if (typeof value === 'string' && value.trim().length > EMAIL_MAX_LENGTH) return REGISTER_MESSAGES.emailTooLong;
  return isEmail(value) ? null : REGISTER_MESSAGES.emailInvalid;
}

export const PASSWORD_RULES = [
  { key: 'length', text: `pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, test: (pw: string) => pw.length >= PASSWORD_MIN_LENGTH },
  { key: 'uppercase', text: 'uma letra maiúscula', test: (pw: string) => /\p{Lu}/u.test(pw) },
  { key: 'lowercase', text: 'uma letra minúscula', test: (pw: string) => /\p{Ll}/u.test(pw) },
  { key: 'digit', text: 'um número', test: (pw: string) => /\d/.test(pw) },
] as const;

/** Texts of the password rules not yet met, in the order they are listed. */
export function missingPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.text);
}

/** 'Senha deve conter: pelo menos 6 caracteres, uma letra maiúscula, um número' */
export function validateRegisterPassword(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return REGISTER_MESSAGES.passwordRequired;
  const missing = missingPasswordRules(value);
  return missing.length ? `${REGISTER_MESSAGES.passwordRulesPrefix}${missing.join(', ')}` : null;
}

export type PasswordStrength = 'Fraca' | 'Média' | 'Forte';

/** Forte with all 4 rules, Média with 2 or 3, Fraca otherwise. */
export function passwordStrength(password: string): PasswordStrength {
  const met = PASSWORD_RULES.length - missingPasswordRules(password ?? '').length;
  if (met === PASSWORD_RULES.length) return 'Forte';
  return met >= 2 ? 'Média' : 'Fraca';
}

export function validatePasswordConfirmation(password: unknown, confirmation: unknown): string | null {
  return password === confirmation ? null : REGISTER_MESSAGES.passwordMismatch;
}

/** Phone is optional (blank: none); when given it follows the shared phone rule. */
export function validatePhone(value: unknown): string | null {
  if (isBlank(value)) return null;
  return validatePhoneField(value, { label: 'Telefone', invalid: REGISTER_MESSAGES.phoneInvalid });
}

export interface RegisterForm {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  phone?: string;
}

