import type { WirePaymentMethod } from '@quentinha/shared/api/types';
import { weightedPicker, type VolumeRandom } from './volume-random.js';

export interface VolumeNeighborhood {
  id: string;
  name: string;
  delivery_fee_cents: number;
}

/** A customer account that places some of the pool's orders signed in. */
export interface CustomerAccount {
  id: string;
  name: string;
  /** 11 digits, or null when the account has none */
  phone: string | null;
}

/** One person of the pool: the same name, number and address every time they come back. */
export interface VolumeCustomer {
  name: string;
  /** 11 digits */
  phone: string;
  /** how often this person picks up at the counter */
  pickupRate: number;
  /** null: only ever picks up */
  neighborhood: VolumeNeighborhood | null;
  address: string;
  method: WirePaymentMethod;
  account: CustomerAccount | null;
}

// prettier-ignore
const FIRST = [
  'Ana', 'Beatriz', 'Bruna', 'Camila', 'Carla', 'Daniela', 'Débora', 'Eduarda', 'Fernanda', 'Gabriela', 'Helena',
  'Isabela', 'Jéssica', 'Juliana', 'Larissa', 'Letícia', 'Luana', 'Márcia', 'Mariana', 'Natália', 'Patrícia',
  'Priscila', 'Renata', 'Sandra', 'Simone', 'Tatiane', 'Vanessa', 'Vitória', 'Aline', 'Cristina', 'André', 'Antônio',
  'Bruno', 'Caio', 'Carlos', 'Daniel', 'Diego', 'Eduardo', 'Felipe', 'Fernando', 'Gabriel', 'Guilherme', 'Gustavo',
  'Henrique', 'Igor', 'João', 'José', 'Leandro', 'Lucas', 'Luiz', 'Marcelo', 'Marcos', 'Mateus', 'Paulo', 'Pedro',
  'Rafael', 'Renan', 'Ricardo', 'Rodrigo', 'Thiago', 'Vinícius', 'Wagner',
];
// prettier-ignore
const LAST = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias',
  'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos',
  'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Moura', 'Cavalcanti', 'Monteiro',
];
// prettier-ignore
const STREETS = [
  'Rua Augusta', 'Av. Paulista', 'Rua da Consolação', 'Rua Vergueiro', 'Rua Galvão Bueno', 'Av. Ibirapuera',
  'Rua dos Pinheiros', 'Rua da Mooca', 'Rua Tuiuti', 'Alameda Santos', 'Rua Frei Caneca', 'Rua Bela Cintra',
  'Rua Domingos de Morais', 'Rua Cardeal Arcoverde', 'Rua Teodoro Sampaio', 'Av. Brigadeiro Luís Antônio',
  'Rua Tabapuã', 'Rua Apinajés', 'Rua Joaquim Floriano', 'Rua Voluntários da Pátria', 'Rua Conselheiro Ramalho',
  'Rua Treze de Maio', 'Rua Humaitá', 'Rua Oscar Freire', 'Rua Itapura', 'Rua Serra de Botucatu',
];
// prettier-ignore
const COMPLEMENTS = ['', '', '', ', ap 12', ', ap 34', ', ap 101', ', ap 152', ', casa 2', ', bloco B, ap 23', ', fundos', ', conj. 41'];
const AREA_CODES = [11, 11, 11, 11, 11, 11, 11, 11, 12, 13, 15, 19];

export const USUAL_METHODS: readonly WirePaymentMethod[] = ['pix', 'credit_card', 'debit_card', 'cash'];
/** pix about half, cards a third, cash a fifth */
export const USUAL_METHOD_WEIGHTS = [45, 20, 15, 20];

/** A few thousand people for a year at a few hundred orders a day: regulars come back often. */
export function customerPoolSize(perDay: number): number {
  return Math.min(4000, Math.max(150, Math.round(perDay * 16)));
}

/**
 * The people who order. Nearer neighbourhoods (lower fee) have more customers; a quarter of the
 * people mostly pick up. Signed-up customer accounts take some places in the pool.
 */
export function buildCustomerPool(
  rand: VolumeRandom,
  size: number,
  neighborhoods: readonly VolumeNeighborhood[],
  accounts: readonly CustomerAccount[],
): VolumeCustomer[] {
  const pickHood = neighborhoods.length
    ? weightedPicker(
        neighborhoods,
        neighborhoods.map((n) => 1 / Math.max(1, n.delivery_fee_cents / 100) ** 1.2),
      )
    : null;
  const pickMethod = weightedPicker(USUAL_METHODS, USUAL_METHOD_WEIGHTS);
  const phones = new Set<string>();
  const pool: VolumeCustomer[] = [];
  for (let i = 0; i < size; i++) {
    let phone: string;
    do phone = `${rand.pick(AREA_CODES)}9${rand.int(5000_0000, 9999_9999)}`;
    while (phones.has(phone));
    phones.add(phone);
    const last = rand.pick(LAST);
    const middle = rand.chance(0.4) ? rand.pick(LAST) : last;
    const surname = middle === last ? last : `${middle} ${last}`;
    const neighborhood = pickHood ? pickHood(rand) : null;
    pool.push({
      name: `${rand.pick(FIRST)} ${surname}`,
      phone,
      pickupRate: !neighborhood ? 1 : rand.chance(0.22) ? 0.8 : 0.08,
      neighborhood,
      address: `${rand.pick(STREETS)}, ${rand.int(10, 2999)}${rand.pick(COMPLEMENTS)}`,
      method: pickMethod(rand),
      account: null,
    });
  }
  // accounts land on regular places, spread over the pool
  accounts.forEach((account, k) => {
    const slot = pool[Math.floor(((k + 0.5) / accounts.length) * Math.min(pool.length, 400))];
    if (!slot) return;
    slot.account = account;
    slot.name = account.name;
    if (account.phone && /^\d{11}$/.test(account.phone) && !phones.has(account.phone)) slot.phone = account.phone;
  });
  return pool;
}

/**
 * Who orders next, `position` into the span (0 first day, 1 today). The pool is in order of arrival:
 * 40% are customers from the start, the rest arrive evenly over the span, so every month brings new
 * faces. The draw leans to the start of the pool: the old regulars order most, newcomers rarely.
 */
export function nextCustomer(rand: VolumeRandom, pool: readonly VolumeCustomer[], position: number): VolumeCustomer {
  const arrived = Math.max(1, Math.ceil(pool.length * (0.4 + 0.6 * position)));
  return pool[Math.floor(arrived * rand.next() ** 2)];
}
