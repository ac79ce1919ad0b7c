import { isBlank } from './limits.js';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LOGIN_MESSAGES = {
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  passwordRequired: 'Senha é obrigatória',
  invalidResponse: 'Resposta inválida do servidor',
  busyTitle: 'Aguarde',
  busy: 'Processando login anterior...',
} as const;

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
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

