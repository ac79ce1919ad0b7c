import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
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
import { DayPicker } from '@/components/form/day-picker';
import { FormDialog, useEditForm, useSaveThenClose, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { useSaveExpense, type ExpensePayload } from './api';

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

export function toExpensePayload(v: FormValues): ExpensePayload {
  return {
    description: v.description.trim(),
    amount: roundMoney(parseMoney(v.amount ?? '')),
    category: v.category || DEFAULT_EXPENSE_CATEGORY,
    date: v.date ?? '',
  };
}

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }));

interface Props {
  open: boolean;
  /** null: a new expense */
  expense: ExpenseDto | null;
  onClose: () => void;
}

/** 'Adicionar Despesa' / 'Editar Despesa' (SPEC section 5 'Expense form'). */
export function ExpenseFormDialog({ open, expense, onClose }: Props) {
  const form = useEditForm<FormValues, ExpenseDto>(
    open,
    expense,
    (e) => ({ description: e.description, amount: e.amount, date: e.date, category: toExpenseCategory(e.category) }),
    emptyExpense,
  );
  const save = useSaveExpense();
  const send = useSaveThenClose(save, { saved: 'Despesa salva com sucesso', failed: 'Erro ao salvar despesa' }, onClose);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    send({ id: expense?.id, payload: toExpensePayload(values) });
  };

  return (
    <FormDialog
      open={open}
      title={expense ? 'Editar Despesa' : 'Adicionar Despesa'}
      saving={save.isPending}
      onSave={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={emptyExpense()}>
        <Form.Item name="description" label="Descrição" rules={[ruleFrom(validateExpenseDescription)]}>
          <Input maxLength={EXPENSE_DESCRIPTION_MAX_LENGTH} autoComplete="off" />
        </Form.Item>
        <Form.Item name="amount" label="Valor" rules={[ruleFrom(validateExpenseAmount)]}>
          <InputNumber<number>
            min={0}
            step={0.01}
            precision={2}
            decimalSeparator=","
            prefix="R$"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="date" label="Data" rules={[ruleFrom(validateExpenseDate)]}>
          <DayPicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="category" label="Categoria" rules={[ruleFrom(validateExpenseCategory)]}>
          <Select options={CATEGORY_OPTIONS} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
