import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { TeamMemberDto } from '@quentinha/shared/api/types';
import { validatePasswordForRole } from '@quentinha/shared/validation/team-password';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { ConfirmPasswordItem } from '@/components/password/confirm-password-item';
import { useDialogForm } from '@/hooks/use-dialog-form';
import { useResetPassword } from './api';

interface Props {
  member: TeamMemberDto | null;
  onClose: () => void;
}

/** 'Redefinir Senha': a new password, and the person's devices are signed out. */
export function ResetPasswordDialog({ member, onClose }: Props) {
  const form = useDialogForm<{ password: string; confirm: string }>(member);
  const reset = useResetPassword();
  const toast = useToast();

  const submit = async () => {
    const v = await validValues(form);
    if (!v || !member) return;
    reset.mutate(
      { id: member.id, password: v.password },
      {
        onSuccess: () => {
          toast.success('Senha redefinida', `${member.name} foi desconectado(a) e entra com a nova senha.`);
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog open={!!member} title={`Redefinir Senha${member ? ` de ${member.name}` : ''}`} saving={reset.isPending} onSave={() => void submit()} onClose={onClose}>
      <Form form={form} name="reset-password" layout="vertical" disabled={reset.isPending}>
        <Form.Item name="password" label="Nova senha" rules={[ruleFrom((v) => validatePasswordForRole(member?.role, v))]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem of="password" label="Confirmar nova senha" />
      </Form>
    </FormDialog>
  );
}
