import { formatBRL } from '../money/money.js';
import {
  CLOSING_DAY_MAX,
  CLOSING_DAY_MIN,
  COMPANY_NAME_MAX,
  COMPANY_NOTE_MAX,
  DUE_DAYS_MAX,
  DUE_DAYS_MIN,
} from './types.js';

/** Every sentence the company routes answer with (pt-BR); the screens show the same ones. */
export const COMPANY_MESSAGES = {
  name: `Informe o nome da empresa (2 a ${COMPANY_NAME_MAX} caracteres).`,
  cnpj: 'CNPJ inválido: informe os 14 dígitos com os dígitos verificadores corretos.',
  cnpjTaken: 'Já existe uma empresa com este CNPJ.',
  contactName: 'Informe o nome do contato (2 a 100 caracteres).',
  contactWhatsapp: 'Informe um WhatsApp válido para o contato, com DDD.',
  creditLimit: 'Informe o limite de crédito em reais (de R$ 0,00 a R$ 999.999,99, com até 2 casas decimais).',
  closingDay: `O dia de fechamento deve ser um número de ${CLOSING_DAY_MIN} a ${CLOSING_DAY_MAX}.`,
  dueDays: `O prazo de pagamento deve ser de ${DUE_DAYS_MIN} a ${DUE_DAYS_MAX} dias.`,
  status: 'Situação inválida: use active ou blocked.',
  memberName: 'Informe o nome do funcionário (2 a 100 caracteres).',
  memberWhatsapp: 'Informe um WhatsApp válido para o funcionário, com DDD.',
  memberActive: 'Informe active como verdadeiro ou falso.',
  memberTaken: 'Este WhatsApp já é de um funcionário desta empresa.',
  memberNothing: 'Informe o nome ou a situação (active) do funcionário.',
  paymentAmount: 'Informe o valor do pagamento em reais (maior que zero, até R$ 999.999,99, com até 2 casas decimais).',
  paymentMethod: 'Forma de pagamento inválida: use pix, cash, transfer ou card.',
  note: `A observação deve ter no máximo ${COMPANY_NOTE_MAX} caracteres.`,
  range: 'Período inválido: use datas AAAA-MM-DD com o início antes do fim.',
  companyHasEntries: 'Esta empresa já tem lançamentos: bloqueie-a em vez de excluir.',
  memberHasEntries: 'Este funcionário já tem pedidos na conta: desative-o em vez de excluir.',
  // ordering on the tab
  tabNotForCustomers: 'Somente a equipe da loja pode lançar pedidos na conta da empresa.',
  tabCompanyRequired: 'Informe a empresa (company_id) e o funcionário (member_id) do pedido na conta.',
  tabCompanyUnknown: 'Empresa não encontrada para este pedido.',
  tabMemberUnknown: 'Funcionário não encontrado nesta empresa.',
  tabCompanyBlocked: 'Esta empresa está bloqueada: não é possível lançar pedidos na conta.',
  tabMemberInactive: 'Este funcionário está inativo: não é possível lançar pedidos na conta em nome dele.',
  tabLimit: (availableCents: number) =>
    `Pedido acima do limite da empresa: disponível ${formatBRL(Math.max(0, availableCents) / 100)}.`,
  tabReopen: 'Um pedido cancelado pago com conta da empresa/crédito não pode ser reaberto: lance um novo pedido.',
  tabMethodChange:
    'A forma de pagamento de um pedido na conta da empresa não pode ser trocada: cancele-o e lance um novo pedido.',
  tabMethodChosen: 'Para lançar na conta da empresa, crie o pedido com a forma de pagamento Conta Empresa.',
  tabDelete: 'Um pedido na conta da empresa não pode ser excluído: cancele-o (o estorno fica no extrato).',
} as const;

export const COMPANY_LIMIT_WORD = 'limite';
