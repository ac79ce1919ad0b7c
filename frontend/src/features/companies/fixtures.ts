import type { CompanyDto, CompanyEntryDto, PublicStatementDto, StatementDto } from '@quentinha/shared/companies/types';

// A company as the server answers, for the screens' tests.

export function company(over: Partial<CompanyDto> = {}): CompanyDto {
  return {
    id: 'co-1',
    name: 'Construtora Horizonte',
    cnpj: '11222333000181',
    contact_name: 'Marta Lima',
    contact_whatsapp: '11987650000',
    credit_limit: 1500,
    closing_day: 25,
    due_days: 10,
    status: 'active',
    balance: 320.5,
    available: 1179.5,
    oldest_open_days: 12,
    last_payment_at: '2026-10-30T15:00:00.000Z',
    members: [
      {
        id: 'm-1',
        company_id: 'co-1',
        name: 'João Pedreiro',
        whatsapp: '11911112222',
        active: true,
        orders_count: 8,
        created_at: '2026-10-01T12:00:00.000Z',
      },
      {
        id: 'm-2',
        company_id: 'co-1',
        name: 'Ana Engenheira',
        whatsapp: '11933334444',
        active: false,
        orders_count: 2,
        created_at: '2026-10-01T12:00:00.000Z',
      },
    ],
    created_at: '2026-10-01T12:00:00.000Z',
    updated_at: '2026-10-01T12:00:00.000Z',
    ...over,
  };
}

export const entries: CompanyEntryDto[] = [
  {
    id: 'e-1',
    kind: 'charge',
    amount: 25.5,
    order_id: '00000000-0000-4000-8000-00000000abcd',
    order_number: 41,
    member_name: 'João Pedreiro',
    note: null,
    created_by_name: 'Dona Rosa',
    created_at: '2026-11-20T15:00:00.000Z',
  },
  {
    id: 'e-2',
    kind: 'payment',
    amount: -100,
    order_id: null,
    order_number: null,
    member_name: null,
    note: 'PIX',
    created_by_name: 'Dona Rosa',
    created_at: '2026-11-21T15:00:00.000Z',
  },
];

export function statement(over: Partial<StatementDto> = {}): StatementDto {
  return {
    id: 'st-1',
    company_id: 'co-1',
    period_start: '2026-10-01T12:00:00.000Z',
    period_end: '2026-10-25T15:00:00.000Z',
    opening_balance: 0,
    charges: 420.5,
    reversals: -25.5,
    adjustments: 0,
    payments: -100,
    closing_balance: 295,
    due_date: '2026-11-04',
    status: 'due',
    share_token: 'tok-123',
    created_at: '2026-10-25T15:00:00.000Z',
    ...over,
  };
}

export const publicStatement: PublicStatementDto = {
  company: { name: 'Construtora Horizonte', cnpj: '11222333000181' },
  period_start: '2026-10-01T12:00:00.000Z',
  period_end: '2026-10-25T15:00:00.000Z',
  due_date: '2026-11-04',
  status: 'due',
  opening_balance: 0,
  charges: 51,
  reversals: 0,
  adjustments: 0,
  payments: 0,
  closing_balance: 51,
  orders: [
    {
      order_id: 'o-1',
      order_number: 41,
      short_id: 'd94820',
      date: '2026-10-20T15:00:00.000Z',
      member_name: 'João Pedreiro',
      items: ['1 x Quentinha Tradicional M'],
      total: 25.5,
      cancelled: false,
    },
    {
      order_id: 'o-2',
      order_number: 42,
      short_id: 'a1b2c3',
      date: '2026-10-21T15:00:00.000Z',
      member_name: 'Ana Engenheira',
      items: ['1 x Quentinha Fitness G', '1 x Suco 300 ml'],
      total: 25.5,
      cancelled: false,
    },
  ],
};
