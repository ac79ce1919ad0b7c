import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { UserDto } from '@quentinha/shared/api/types';
import { LOGIN_MESSAGES, validateEmail, validatePassword, type LoginForm as LoginValues } from '@quentinha/shared/validation/login';
import { useLogin } from '@/api/auth';
import { ruleFrom } from '@/components/form/rule-from';
import { LOGIN_SUCCESS } from '@/api/auth-toasts';
import { useSignInSubmit } from './use-guarded-submit';

export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserDto) => void }) {
  const login = useLogin();
  const { submitting, signIn } = useSignInSubmit(LOGIN_MESSAGES.busy, onSignedIn);

  const submit = (values: LoginValues) =>
    signIn(
      () => login.mutateAsync({ email: values.email.trim(), password: values.password }),
      () => [LOGIN_SUCCESS.title, LOGIN_SUCCESS.description],
    );

  return (
    <Form<LoginValues> layout="vertical" size="large" requiredMark={false} onFinish={submit} autoComplete="on">
      <Form.Item name="email" label="Email" rules={[ruleFrom(validateEmail)]} validateFirst>
        <Input type="email" inputMode="email" autoComplete="email" disabled={submitting} />
      </Form.Item>
      <Form.Item name="password" label="Senha" rules={[ruleFrom(validatePassword)]}>
        <Input.Password autoComplete="current-password" disabled={submitting} />
      </Form.Item>
      {/* stays clickable while busy so a second press explains itself ('Aguarde') */}
      <Button type="primary" htmlType="submit" block icon={submitting ? <LoadingOutlined aria-hidden /> : undefined}>
        Entrar
      </Button>
    </Form>
  );
}
