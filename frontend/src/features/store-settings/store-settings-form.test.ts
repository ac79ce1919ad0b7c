import { describe, expect, it } from 'vitest';
import { toStoreForm, toStorePayload } from './store-settings-form';

describe("'Dados da Loja' form", () => {
  it('shows the stored number as typed and sends pix null when PIX is off', () => {
    const form = toStoreForm({ business_name: 'Cozinha', tagline: '', whatsapp_number: '5511987654321', pickup_address: null, city: null, pix: null });
    expect(form).toMatchObject({ whatsapp_number: '(11) 98765-4321', pickup_address: '', pix_on: false, pix_merchant_name: 'Cozinha' });
    expect(toStorePayload(form).pix).toBeNull();
    // sent as the one number of the shared rule, whatever spelling the owner left in the field
    expect(toStorePayload(form).whatsapp_number).toBe('11987654321');
    expect(toStorePayload({ ...form, whatsapp_number: '+55 (21) 99777-6655' }).whatsapp_number).toBe('21997776655');
  });

  it('shows no number when the store has none yet', () => {
    expect(toStoreForm({ business_name: 'Cozinha', tagline: '', whatsapp_number: '', pickup_address: null, city: null, pix: null }).whatsapp_number).toBe('');
  });

  it('sends the PIX block when it is on', () => {
    const form = { ...toStoreForm({ business_name: 'Cozinha', tagline: 'x', whatsapp_number: '5511987654321', pickup_address: 'Rua A', city: 'Niterói - RJ', pix: null }) };
    const payload = toStorePayload({ ...form, pix_on: true, pix_key_type: 'email', pix_key: ' pix@loja.com ', pix_merchant_city: ' Niterói ' });
    expect(payload.pix).toEqual({ key_type: 'email', key: 'pix@loja.com', merchant_name: 'Cozinha', merchant_city: 'Niterói' });
    expect(payload.city).toBe('Niterói - RJ');
  });
});
