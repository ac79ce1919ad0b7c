/** A valid 'Dados da Loja' body (PUT /api/settings/store), as the admin types it, with a PIX key. */
export const STORE_SETTINGS = {
  business_name: 'Quentinha da Maria',
  tagline: 'Comida caseira todo dia',
  whatsapp_number: '(21) 98765-4321',
  pickup_address: 'Rua das Flores, 123 - Centro',
  pix: { key: '11.222.333/0001-81', key_type: 'cnpj', merchant_name: 'Maria Comidas LTDA', merchant_city: 'Niterói' },
};
