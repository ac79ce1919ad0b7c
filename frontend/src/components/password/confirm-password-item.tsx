import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { validatePasswordConfirmation } from '@quentinha/shared/validation/register';
import { ruleFrom } from '@/components/form/rule-from';

interface Props {
  /** the password field this one repeats */
  of: string;
  label: string;
  name?: string;
  size?: 'large';
  disabled?: boolean;
}

/**
 * The field that repeats a new password. It is checked again whenever the password changes
 * (dependencies), so fixing the first field clears the mismatch message.
 */
export function ConfirmPasswordItem({ of, label, name = 'confirm', size, disabled }: Props) {
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[of]}
      rules={[({ getFieldValue }) => ruleFrom((v) => validatePasswordConfirmation(getFieldValue(of), v))]}
    >
      <Input.Password size={size} autoComplete="new-password" disabled={disabled} />
    </Form.Item>
  );
}
