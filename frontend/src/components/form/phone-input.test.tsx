import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form, { type FormInstance } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, validateCheckoutWhatsapp } from '@quentinha/shared/validation/checkout';
import { ruleFrom } from './rule-from';
import { PhoneInput } from './phone-input';

/** A form with one phone field under the checkout's rule, as the storefront has it. */
function renderField(initial?: string) {
  let form!: FormInstance<{ whatsapp?: string }>;
  function Harness() {
    [form] = Form.useForm();
    return (
      <Form form={form} initialValues={{ whatsapp: initial }}>
        <Form.Item name="whatsapp" label="WhatsApp (DDD + número)" rules={[ruleFrom(validateCheckoutWhatsapp)]} validateTrigger="onBlur">
          <PhoneInput />
        </Form.Item>
      </Form>
    );
  }
  render(<Harness />);
  return { field: screen.getByLabelText('WhatsApp (DDD + número)') as HTMLInputElement, form: () => form };
}

describe('PhoneInput', () => {
  it.each(['+55 (21) 99777-6655', '(21) 99777-6655'])('keeps a pasted %j whole and hands the form 21997776655', async (pasted) => {
    const { field, form } = renderField();
    await userEvent.click(field);
    await userEvent.paste(pasted);
    // the old field kept digits only, at most 11 while typing: '+55 (21) 99777-6655' became '5521997776'
    expect(field).toHaveValue(pasted);
    expect(form().getFieldValue('whatsapp')).toBe('21997776655');
    await userEvent.tab();
    expect(field).toHaveValue('(21) 99777-6655');
    await expect(form().validateFields()).resolves.toEqual({ whatsapp: '21997776655' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a trunk 0 spelling and reads it as the number, not as (02) 19955-5443', async () => {
    const { field, form } = renderField();
    await userEvent.type(field, '021995554433');
    expect(field).toHaveValue('021995554433');
    await userEvent.tab();
    expect(field).toHaveValue('(21) 99555-4433');
    expect(form().getFieldValue('whatsapp')).toBe('21995554433');
  });

  it('leaves letters where they are and says so, instead of dropping them', async () => {
    const { field, form } = renderField();
    await userEvent.type(field, '(21) 9977A-6655');
    await userEvent.tab();
    expect(field).toHaveValue('(21) 9977A-6655');
    expect(form().getFieldValue('whatsapp')).toBe('(21) 9977A-6655');
    expect(await screen.findByText('WhatsApp deve ter só números (pode usar espaços, parênteses, hífen e +55).')).toBeInTheDocument();
  });

  it("shows the SPEC's sentence for a number with a digit missing, and never cuts one too many", async () => {
    const { field } = renderField();
    await userEvent.type(field, '219977766551');
    expect(field).toHaveValue('219977766551');
    await userEvent.tab();
    expect(await screen.findByText(CHECKOUT_MESSAGES.whatsappInvalid)).toBeInTheDocument();
  });

  it('shows a saved number formatted, and follows a reset of the form', async () => {
    const { field, form } = renderField('11987654321');
    expect(field).toHaveValue('(11) 98765-4321');
    act(() => form().setFieldsValue({ whatsapp: '' }));
    expect(field).toHaveValue('');
    act(() => form().setFieldsValue({ whatsapp: '5521997776655' }));
    expect(field).toHaveValue('(21) 99777-6655');
  });
});
