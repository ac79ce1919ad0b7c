import { describe, expect, it } from 'vitest';
import { toStoreForm, toStorePayload } from './store-settings-form';

describe("'Dados da Loja' form", () => {
  it('shows the stored number as typed and sends pix null when PIX is off', () => {
    const form = toStoreForm({ business_name: 'Cozinha', tagline: '', whatsapp_number: '5511987654321', pickup_address: null, pix: null });
    expect(form).toMatchObject({ whatsapp_number: '(11) 98765-4321', pickup_address: '', pix_on: false, pix_merchant_name: 'Cozinha' });
    expect(toStorePayload(form).pix).toBeNull();
  });

  it('sends the PIX block when it is on', () => {
    const form = { ...toStoreForm({ business_name: 'Cozinha', tagline: 'x', whatsapp_number: '5511987654321', pickup_address: 'Rua A', pix: null }) };
    const payload = toStorePayload({ ...form, pix_on: true, pix_key_type: 'email', pix_key: ' pix@loja.com ', pix_merchant_city: ' Niterói ' });
    expect(payload.pix).toEqual({ key_type: 'email', key: 'pix@loja.com', merchant_name: 'Cozinha', merchant_city: 'Niterói' });
  });
});
