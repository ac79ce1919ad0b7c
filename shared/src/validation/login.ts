import { EMAIL_MAX_LENGTH, isBlank } from './limits.js';

/**
 * Something, '@', then a domain with a dot that is neither its first nor its last character: the
 * same addresses as the first release's /^[^\s@]+@[^\s@]+\.[^\s@]+$/, written so its work grows
 * with the length only (that one backtracked for seconds on a long crafted address, DECISIONS
 * 10.8). Each part ends where the part before it cannot go on: the local part at the '@' (it takes
 * none), the domain's first run at its first dot after the first character ([^\s@.] takes no dot),
 * so no character can be shared out between two quantifiers in more than one way.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  invalidResponse: 'Resposta inválida do servidor',
  busyTitle: 'Aguarde',
  busy: 'Processando login anterior...',
} as const;

/** An address no longer than SMTP carries, checked by length before the pattern sees it. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export function validateEmail(value: unknown): string | null {
  if (isBlank(value)) return LOGIN_MESSAGES.emailRequired;
  return isEmail(value) ? null : LOGIN_MESSAGES.emailInvalid;
}

export function validatePassword(value: unknown): string | null {
  return typeof value !== 'string' || value === '' ? LOGIN_MESSAGES.passwordRequired : null;
}

export interface LoginForm {
  email: string;
  password: string;
}
