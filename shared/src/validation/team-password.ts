import type { Role } from '../api/types.js';
import { REGISTER_MESSAGES, validateRegisterPassword } from './register.js';

/** Team accounts open the till and the customers' data: a longer password than SPEC's 6. */
export const TEAM_PASSWORD_MIN_LENGTH = 10;

const TEAM_RULES = [
  { text: `pelo menos ${TEAM_PASSWORD_MIN_LENGTH} caracteres`, test: (pw: string) => pw.length >= TEAM_PASSWORD_MIN_LENGTH },
  { text: 'uma letra maiúscula', test: (pw: string) => /\p{Lu}/u.test(pw) },
  { text: 'uma letra minúscula', test: (pw: string) => /\p{Ll}/u.test(pw) },
  { text: 'um número', test: (pw: string) => /\d/.test(pw) },
] as const;

/** Every role but the customer works inside the shop. */
export const isTeamRole = (role: unknown): boolean => typeof role === 'string' && role !== 'customer';

/** 'Senha deve conter: pelo menos 10 caracteres, um número' */
export function validateTeamPassword(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return REGISTER_MESSAGES.passwordRequired;
  const missing = TEAM_RULES.filter((r) => !r.test(value)).map((r) => r.text);
  return missing.length ? `${REGISTER_MESSAGES.passwordRulesPrefix}${missing.join(', ')}` : null;
}

/** The rule for an account of this role: customers keep registration's rule. */
export function validatePasswordForRole(role: Role | string | null | undefined, value: unknown): string | null {
  return isTeamRole(role) ? validateTeamPassword(value) : validateRegisterPassword(value);
}
