import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { UserDto } from '@quentinha/shared/api/types';
import { validatePassword } from '@quentinha/shared/validation/login';
import { validatePasswordForRole } from '@quentinha/shared/validation/team-password';
import { useChangePassword } from '@/api/account';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { ConfirmPasswordItem } from '@/components/password/confirm-password-item';
import { useDialogForm } from '@/hooks/use-dialog-form';

interface FormValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

/** 'Alterar Senha' for whoever is signed in (a chunk of its own, loaded on first open). */
export default function ChangePasswordDialog({ user, open, onClose }: { user: UserDto; open: boolean; onClose: () => void }) {
  const form = useDialogForm<FormValues>(open);
  const change = useChangePassword();
  const toast = useToast();

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    change.mutate(
      { current_password: v.current_password, new_password: v.new_password },
      {
        onSuccess: () => {
          toast.success('Senha alterada', 'Os outros aparelhos em que você estava conectado foram desconectados.');
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog open={open} title="Alterar Senha" saving={change.isPending} onSave={() => void submit()} onClose={onClose}>
      <Form form={form} name="change-password" layout="vertical" disabled={change.isPending}>
        <Form.Item name="current_password" label="Senha atual" rules={[ruleFrom(validatePassword)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label="Nova senha" rules={[ruleFrom((v) => validatePasswordForRole(user.role, v))]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <ConfirmPasswordItem of="new_password" label="Confirmar nova senha" />
      </Form>
    </FormDialog>
  );
}
