import type { PixKeyTypeDto, StoreSettingsDto } from '@quentinha/shared/api/types';
import { formatPhone, normalizePhone } from '@quentinha/shared/phone/whatsapp';
import type { StoreSettingsPayload } from './api';

export interface StoreFormValues {
  business_name: string;
  tagline: string;
  whatsapp_number: string;
  pickup_address: string;
  city: string;
  pix_on: boolean;
  pix_key_type: PixKeyTypeDto;
  pix_key: string;
  pix_merchant_name: string;
  pix_merchant_city: string;
}

/** '5511987654321' is shown as the owner typed it: '(11) 98765-4321'; none yet: empty. */
const localWhatsapp = (stored: string) => (normalizePhone(stored) ? formatPhone(stored) : stored);

export function toStoreForm(s: StoreSettingsDto): StoreFormValues {
  return {
    business_name: s.business_name,
    tagline: s.tagline,
    whatsapp_number: localWhatsapp(s.whatsapp_number),
    pickup_address: s.pickup_address ?? '',
    city: s.city ?? '',
    pix_on: s.pix !== null,
    pix_key_type: s.pix?.key_type ?? 'cnpj',
    pix_key: s.pix?.key ?? '',
    // the PIX receiver defaults to the store's own name
    pix_merchant_name: s.pix?.merchant_name ?? s.business_name,
    pix_merchant_city: s.pix?.merchant_city ?? '',
  };
}

export function toStorePayload(v: StoreFormValues): StoreSettingsPayload {
  return {
    business_name: v.business_name.trim(),
    tagline: (v.tagline ?? '').trim(),
    // the number as the shared rule reads it (the server adds the country code); else as typed, for the server to refuse
    whatsapp_number: normalizePhone(v.whatsapp_number) ?? v.whatsapp_number,
    pickup_address: (v.pickup_address ?? '').trim(),
    city: (v.city ?? '').trim(),
    pix: v.pix_on
      ? { key_type: v.pix_key_type, key: v.pix_key.trim(), merchant_name: v.pix_merchant_name.trim(), merchant_city: v.pix_merchant_city.trim() }
      : null,
  };
}
