import { COUNTRY_PREFIX, normalizePhone, validatePhoneField } from '../phone/whatsapp.js';

/** 'Dados da Loja' (DECISIONS 9.4): what the owner types, checked the same on both sides. */
export const STORE_LIMITS = {
  businessName: { min: 2, max: 60 },
  tagline: 120,
  pickupAddress: 200,
  city: 60,
} as const;

export const STORE_MESSAGES = {
  businessNameRequired: 'Nome da loja é obrigatório',
  businessNameTooShort: `Nome da loja deve ter pelo menos ${STORE_LIMITS.businessName.min} caracteres`,
  businessNameTooLong: `Nome da loja deve ter no máximo ${STORE_LIMITS.businessName.max} caracteres`,
  taglineTooLong: `Slogan deve ter no máximo ${STORE_LIMITS.tagline} caracteres`,
  whatsappInvalid: 'WhatsApp da loja deve ter DDD + número (ex: (11) 98765-4321)',
  cityTooLong: `Cidade deve ter no máximo ${STORE_LIMITS.city} caracteres`,
  pickupAddressTooLong: `Endereço de retirada deve ter no máximo ${STORE_LIMITS.pickupAddress} caracteres`,
  notText: (field: string) => `${field} deve ser um texto`,
} as const;

/**
 * '5511987654321' from any spelling of the shared phone rule: the store's number keeps the country
 * code it has always been stored with (the chat link needs it); null when it is no Brazilian number.
 */
export function normalizeStoreWhatsapp(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const national = normalizePhone(input);
  return national ? `${COUNTRY_PREFIX}${national}` : null;
}

export function validateBusinessName(value: unknown): string | null {
  if (value != null && typeof value !== 'string') return STORE_MESSAGES.notText('Nome da loja');
  const name = (value ?? '').trim();
  if (name === '') return STORE_MESSAGES.businessNameRequired;
  if (name.length < STORE_LIMITS.businessName.min) return STORE_MESSAGES.businessNameTooShort;
  return name.length > STORE_LIMITS.businessName.max ? STORE_MESSAGES.businessNameTooLong : null;
}

/** Optional: empty clears it. */
export function validateTagline(value: unknown): string | null {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return STORE_MESSAGES.notText('Slogan');
  return value.trim().length > STORE_LIMITS.tagline ? STORE_MESSAGES.taglineTooLong : null;
}

export function validateStoreWhatsapp(value: unknown): string | null {
  if (typeof value !== 'string') return STORE_MESSAGES.whatsappInvalid;
  return validatePhoneField(value, { label: 'WhatsApp da loja', invalid: STORE_MESSAGES.whatsappInvalid });
}

/** Optional: empty means the store has no counter to pick up from (or does not say it). */
export function validatePickupAddress(value: unknown): string | null {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return STORE_MESSAGES.notText('Endereço de retirada');
  return value.trim().length > STORE_LIMITS.pickupAddress ? STORE_MESSAGES.pickupAddressTooLong : null;
}

/**
 * Optional: the city the shop delivers in ('São Paulo - SP'). The courier's map and Waze links
 * search the street, the neighbourhood and this city: a street name alone exists in many cities.
 */
export function validateCity(value: unknown): string | null {
  if (value == null || value === '') return null;
  if (typeof value !== 'string') return STORE_MESSAGES.notText('Cidade');
  return value.trim().length > STORE_LIMITS.city ? STORE_MESSAGES.cityTooLong : null;
}
