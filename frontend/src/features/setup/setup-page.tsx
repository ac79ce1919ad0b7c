import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Navigate, useNavigate } from 'react-router';
import type { SetupRequest } from '@quentinha/shared/api/types';
import { SCREENS } from '@quentinha/shared/auth/roles';
import { STORE_LIMITS, validateBusinessName, validateStoreWhatsapp } from '@quentinha/shared/settings/store-settings';
import { validateName, validateRegisterEmail } from '@quentinha/shared/validation/register';
import { validateTeamPassword } from '@quentinha/shared/validation/team-password';
import { useCompleteSetup, useSetupStatus } from '@/api/setup';
import { FullScreenSpinner } from '@/components/feedback/full-screen-spinner';
import { useToast } from '@/components/feedback/toast';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { ConfirmPasswordItem } from '@/components/password/confirm-password-item';
import { AuthLayout } from '@/components/layout/auth-layout';
import './setup.css';

type FormValues = SetupRequest & { confirm: string };

/** 'Configuração Inicial': the owner's account on an empty database, shown once (DECISIONS 9.4). */
export default function SetupPage() {
  const status = useSetupStatus();
  const complete = useCompleteSetup();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<FormValues>();

  if (status.isPending) return <FullScreenSpinner />;
  // done already (or the server cannot say): the screen is gone, sign in as usual
  if (!status.data?.needed && !complete.isSuccess) return <Navigate to={SCREENS.Login} replace />;

  const submit = ({ confirm: _confirm, ...values }: FormValues) =>
    complete.mutate(values, {
      onSuccess: () => {
        toast.success('Loja configurada', 'Agora cadastre sua equipe e os dados da loja.');
        navigate(SCREENS.StoreSettings, { replace: true });
      },
      // someone else may have finished the setup meanwhile
      onError: () => void status.refetch(),
    });

  return (
    <AuthLayout variant="setup">
      <div className="auth-card__brand">
        <span aria-hidden>🍱</span>
        <span>Configuração Inicial</span>
      </div>
      <p className="auth-card__tagline">Bem-vindo! Crie a conta do dono da loja e diga onde os pedidos chegam. Esta tela aparece uma única vez.</p>
      <Alert
        type="info"
        showIcon
        className="setup-card__note"
        title="Guarde bem esta senha: com ela você cadastra a equipe, o cardápio e a chave PIX."
      />
      <Form form={form} name="setup" layout="vertical" onFinish={submit} disabled={complete.isPending} requiredMark={false}>
        <Form.Item
          name="setup_code"
          label="Código de configuração"
          extra="Está no log do servidor: no terminal onde ele foi iniciado (ou em docker compose logs), na linha com setup_code=."
          rules={[{ required: true, whitespace: true, message: 'Informe o código de configuração.' }]}
        >
          <Input size="large" autoComplete="off" spellCheck={false} placeholder="ABCD-EFGH-JKMN" maxLength={64} />
        </Form.Item>
        <Form.Item name="business_name" label="Nome da loja" rules={[ruleFrom(validateBusinessName)]}>
          <Input size="large" maxLength={STORE_LIMITS.businessName.max} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="whatsapp_number"
          label="WhatsApp da loja"
          extra="Os pedidos dos clientes chegam neste número."
          rules={[ruleFrom(validateStoreWhatsapp)]}
        >
          <PhoneInput size="large" placeholder="(11) 98765-4321" />
        </Form.Item>
        <Form.Item name="name" label="Seu nome" rules={[ruleFrom(validateName)]}>
          <Input size="large" autoComplete="name" />
        </Form.Item>
        <Form.Item name="email" label="Email" rules={[ruleFrom(validateRegisterEmail)]}>
          <Input size="large" type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label="Senha"
          extra="Ao menos 10 caracteres, com letra maiúscula, minúscula e número."
          rules={[ruleFrom(validateTeamPassword)]}
        >
          <Input.Password size="large" autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem of="password" label="Confirmar senha" size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={complete.isPending}>
          Criar Conta do Dono
        </Button>
      </Form>
    </AuthLayout>
  );
}
