import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { UserDto } from '@quentinha/shared/api/types';
import { formatPhone } from '@quentinha/shared/phone/whatsapp';
import {
  REGISTER_MESSAGES,
  validateName,
  validatePhone,
  validateRegisterEmail,
  validateRegisterPassword,
  type RegisterForm as RegisterValues,
} from '@quentinha/shared/validation/register';
import { useRegister } from '@/api/auth';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { ConfirmPasswordItem } from '@/components/password/confirm-password-item';
import { PasswordStrengthMeter } from './password-strength';
import { useSignInSubmit } from './use-guarded-submit';

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch('password', form) ?? '';
  const register = useRegister();
  const { submitting, signIn } = useSignInSubmit(REGISTER_MESSAGES.busy, onSignedIn);

  const submit = (values: RegisterValues) =>
    signIn(
      () =>
        register.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          // SPEC section 5: sent as (DD) 99999-9999
          phone: values.phone ? formatPhone(values.phone) : '',
          role: 'customer',
        }),
      (user) => ['Conta Criada', `Bem-vindo(a), ${user.name}!`],
    );

  return (
    <Form<RegisterValues> form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit}>
      <Form.Item name="name" label="Nome" rules={[ruleFrom(validateName)]}>
        <Input autoComplete="name" disabled={submitting} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[ruleFrom(validateRegisterEmail)]}>
        <Input type="email" inputMode="email" autoComplete="email" disabled={submitting} />
      </Form.Item>
      <Form.Item
        name="phone"
        label="Telefone (opcional)"
        rules={[ruleFrom(validatePhone)]}
      >
        <PhoneInput placeholder="(11) 98765-4321" disabled={submitting} />
      </Form.Item>
      <Form.Item name="password" label="Senha" rules={[ruleFrom(validateRegisterPassword)]} extra={<PasswordStrengthMeter password={password} />}>
        <Input.Password autoComplete="new-password" disabled={submitting} />
      </Form.Item>
      <ConfirmPasswordItem name="confirmPassword" of="password" label="Confirmar senha" disabled={submitting} />
      <Button type="primary" htmlType="submit" block icon={submitting ? <LoadingOutlined aria-hidden /> : undefined}>
        Criar Conta
      </Button>
    </Form>
  );
}
