import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { UserDto } from '@quentinha/shared/api/types';
import { formatPhone, phoneInputDigits } from '@quentinha/shared/phone/whatsapp';
import {
  REGISTER_MESSAGES,
  validateName,
  validatePasswordConfirmation,
  validatePhone,
  validateRegisterEmail,
  validateRegisterPassword,
  type RegisterForm as RegisterValues,
} from '@quentinha/shared/validation/register';
import { useRegister } from '@/api/auth';
import { ruleFrom } from '@/components/form/rule-from';
import { useToast } from '@/components/feedback/toast';
import { PasswordStrengthMeter } from './password-strength';
import { useGuardedSubmit } from './use-guarded-submit';

export function RegisterForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const [form] = Form.useForm<RegisterValues>();
  const password = Form.useWatch('password', form) ?? '';
  const register = useRegister();
  const toast = useToast();
  const { submitting, run } = useGuardedSubmit(REGISTER_MESSAGES.busy);

  const submit = (values: RegisterValues) =>
    run(async () => {
      try {
        const user = await register.mutateAsync({
          name: values.name.trim(),
          email: values.email.trim(),
          password: values.password,
          // SPEC section 5: sent as (DD) 99999-9999
          phone: values.phone ? formatPhone(values.phone) : '',
          role: 'customer',
        });
        toast.success('Conta Criada', `Bem-vindo(a), ${user.name}!`);
        onSignedIn(user);
      } catch {
        // the query client has shown why (registerErrorToast)
      }
    });

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
        normalize={(v: string) => phoneInputDigits(v)}
        rules={[ruleFrom(validatePhone)]}
      >
        <Input inputMode="numeric" autoComplete="tel-national" placeholder="11987654321" disabled={submitting} />
      </Form.Item>
      <Form.Item name="password" label="Senha" rules={[ruleFrom(validateRegisterPassword)]} extra={<PasswordStrengthMeter password={password} />}>
        <Input.Password autoComplete="new-password" disabled={submitting} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirmar senha"
        dependencies={['password']}
        rules={[({ getFieldValue }) => ruleFrom((v) => validatePasswordConfirmation(getFieldValue('password'), v))]}
      >
        <Input.Password autoComplete="new-password" disabled={submitting} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block icon={submitting ? <LoadingOutlined aria-hidden /> : undefined}>
        Criar Conta
      </Button>
    </Form>
  );
}
