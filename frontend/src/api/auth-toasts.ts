import { ApiError } from './client';
import type { ErrorToast } from './mutation-errors';

/** Login and registration failures worded by SPEC section 8 (the query client shows them). */
export type ToastText = Required<ErrorToast>;

// Server sentences the backend sends (DECISIONS section 5); SPEC section 8 maps them to toasts.
const TOO_MANY = 'Muitas tentativas';
const BAD_CREDENTIALS = 'Email ou senha incorretos';
const EMAIL_TAKEN = 'Email já cadastrado';

export const LOGIN_SUCCESS: ToastText = { title: 'Login Realizado', description: 'Bem-vindo de volta!' };

const tooMany: ToastText = {
  title: 'Muitas Tentativas',
  description: 'Aguarde alguns minutos antes de tentar novamente.',
};

function messageOf(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}

export function loginErrorToast(error: unknown): ToastText {
  const message = messageOf(error);
  if (message?.includes(TOO_MANY)) return tooMany;
  if (message?.includes(BAD_CREDENTIALS))
    return { title: 'Credenciais Inválidas', description: 'Verifique seu email e senha.' };
  if (error instanceof ApiError || message)
    return { title: 'Erro no Login', description: message ?? 'Erro ao fazer login' };
  return { title: 'Erro no Login', description: 'Erro inesperado ao fazer login' };
}

export function registerErrorToast(error: unknown): ToastText {
  const message = messageOf(error);
  if (message?.includes(TOO_MANY)) return tooMany;
  if (message?.includes(EMAIL_TAKEN)) {
    return {
      title: 'Email Já Existe',
      description: 'Este email já está sendo usado. Tente fazer login ou use outro email.',
    };
  }
  return { title: 'Erro no Registro', description: message ?? 'Erro ao criar conta' };
}
