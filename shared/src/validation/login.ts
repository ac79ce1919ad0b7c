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

export type FormErrors<F> = Partial<Record<keyof F, string>>;

/** Every field's message; an empty object means the form is valid. */
export function validateLoginForm(form: LoginForm): FormErrors<LoginForm> {
  const errors: FormErrors<LoginForm> = {};
  const email = validateEmail(form.email);
  const password = validatePassword(form.password);
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}
