/**
 * Static PIX BR Code ('copia e cola'), EMV QRCPS-MPM as in the Banco Central's Pix manual
 * (DECISIONS 9.5). Pure text building: no provider, no network.
 */

export const PIX_GUI = 'br.gov.bcb.pix';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
export const TXID_MAX = 25;
/** The manual's value for "no identifier" in a static code. */
const NO_TXID = '***';

export interface BrCodeInput {
  /** the PIX key as registered (digits, +55..., email, UUID) */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** reais; omitted: the payer types the amount */
  amount?: number;
  /** letters and digits, at most 25 (others are dropped); omitted: '***' */
  txid?: string;
}

/** ID + 2-digit length + value; the length counts bytes (UTF-8), as the payer's bank reads it. */
export function tlv(id: string, value: string): string {
  const bytes = new TextEncoder().encode(value).length;
  if (bytes > 99) throw new Error(`campo ${id} do BR Code longo demais`);
  return `${id}${String(bytes).padStart(2, '0')}${value}`;
}

/**
 * A name or city typed only in characters the code cannot carry (emoji, other scripts) would be
 * an empty field, which banks refuse: these stand in (DECISIONS 10.8).
 */
export const MERCHANT_NAME_FALLBACK = 'RECEBEDOR PIX';
export const MERCHANT_CITY_FALLBACK = 'BRASIL';

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), 4 upper-case hex digits. */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** 'São José' -> 'Sao Jose': accents go, anything else outside printable ASCII too; cut at max. */
export function brCodeText(value: string, max: number): string {
  const ascii = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.slice(0, max).trim();
}

/** Letters and digits only, at most 25. */
export function brCodeTxid(value: string): string {
  return value.replace(/[^A-Za-z0-9]/g, '').slice(0, TXID_MAX);
}

export function buildBrCode(input: BrCodeInput): string {
  const txid = input.txid === undefined ? NO_TXID : brCodeTxid(input.txid) || NO_TXID;
  const fields = [
    tlv('00', '01'),
    tlv('26', tlv('00', PIX_GUI) + tlv('01', input.key)),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.amount === undefined ? '' : tlv('54', input.amount.toFixed(2)),
    tlv('58', 'BR'),
    tlv('59', brCodeText(input.merchantName, MERCHANT_NAME_MAX) || MERCHANT_NAME_FALLBACK),
    tlv('60', brCodeText(input.merchantCity, MERCHANT_CITY_MAX) || MERCHANT_CITY_FALLBACK),
    tlv('62', tlv('05', txid)),
  ].join('');
  const withCrcId = `${fields}6304`;
  return withCrcId + crc16(withCrcId);
}

export interface BrCodeField {
  id: string;
  value: string;
}

/** Reads the top-level fields back (tests and checks); throws on a broken length. */
export function parseBrCode(code: string): BrCodeField[] {
  const fields: BrCodeField[] = [];
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > code.length) throw new Error('BR Code malformado');
    fields.push({ id, value: code.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  return fields;
}

/** The CRC at the end matches everything before it. */
export function hasValidCrc(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === '6304' && crc16(code.slice(0, -4)) === code.slice(-4);
}
