import type { UserDto } from '@quentinha/shared/api/types';
import { formatPhone, normalizePhone as nationalPhone } from '@quentinha/shared/phone/whatsapp';
import type { User } from './user.entity.js';

/** The only shape a user leaves the server in (never the hash nor the token version). */
export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    user_type: user.user_type,
    active: user.active,
    phone: user.phone,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}

/** Emails are kept lower-cased so the unique index is case-insensitive on both databases. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Phones are stored formatted, '(11) 98765-4321', as the client has always sent and shown them:
 * the one number of the shared rule (DECISIONS 10.9) in its one spelling. The DTO (IsPhone)
 * already refused what is no number; blank means none.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = nationalPhone(phone);
  return digits ? formatPhone(digits) : null;
}

/** Couriers also carry the legacy user_type the client still reads (SPEC section 6). */
export const userTypeFor = (role: User['role']) => (role === 'delivery' ? 'entregador' : null);
