import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import {
  DEFAULT_EXPENSE_CATEGORY,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  toExpenseCategory,
} from '@quentinha/shared/catalog/categories';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { parseMoney, roundMoney } from '@quentinha/shared/money/money';
import {
  validateExpenseAmount,
  validateExpenseCategory,
  validateExpenseDate,
  validateExpenseDescription,
} from '@quentinha/shared/validation/expense';
import { EXPENSE_DESCRIPTION_MAX_LENGTH } from '@quentinha/shared/validation/limits';
import { CrudFormDialog } from '@/components/admin/crud-form-dialog';
import type { CrudPage } from '@/components/admin/use-crud-page';
import { DayPicker } from '@/components/form/day-picker';
import { MoneyInput } from '@/components/form/money-input';
import { ruleFrom } from '@/components/form/rule-from';
import type { ExpensePayload } from './api';

interface FormValues {
  description: string;
  amount: number | string | null;
  date: string | null;
  category: string;
}

const emptyExpense = (): FormValues => ({
  description: '',
  amount: null,
  date: todaySaoPaulo(),
  category: DEFAULT_EXPENSE_CATEGORY,
});

const toValues = (e: ExpenseDto): FormValues => ({
  description: e.description,
  amount: e.amount,
  date: e.date,
  category: toExpenseCategory(e.category),
});

export function toExpensePayload(v: FormValues): ExpensePayload {
  return {
    description: v.description.trim(),
    amount: roundMoney(parseMoney(v.amount ?? '')),
    category: v.category || DEFAULT_EXPENSE_CATEGORY,
    date: v.date ?? '',
  };
}

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }));

/** 'Adicionar Despesa' / 'Editar Despesa' (SPEC section 5 'Expense form'). */
export function ExpenseFormDialog({ crud }: { crud: CrudPage<ExpenseDto, ExpensePayload> }) {
  return (
    <CrudFormDialog
      crud={crud}
      titles={{ create: 'Adicionar Despesa', edit: 'Editar Despesa' }}
      empty={emptyExpense}
      toValues={toValues}
      toPayload={toExpensePayload}
    >
      <Form.Item name="description" label="Descrição" rules={[ruleFrom(validateExpenseDescription)]}>
        <Input maxLength={EXPENSE_DESCRIPTION_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="amount" label="Valor" rules={[ruleFrom(validateExpenseAmount)]}>
        <MoneyInput />
      </Form.Item>
      <Form.Item name="date" label="Data" rules={[ruleFrom(validateExpenseDate)]}>
        <DayPicker allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="category" label="Categoria" rules={[ruleFrom(validateExpenseCategory)]}>
        <Select options={CATEGORY_OPTIONS} />
      </Form.Item>
    </CrudFormDialog>
  );
}
