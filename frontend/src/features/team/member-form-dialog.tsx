import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import type { Role, TeamMemberDto } from '@quentinha/shared/api/types';
import { normalizePhone } from '@quentinha/shared/phone/whatsapp';
import { validateName, validatePhone, validateRegisterEmail } from '@quentinha/shared/validation/register';
import { validatePasswordForRole } from '@quentinha/shared/validation/team-password';
import { useToast } from '@/components/feedback/toast';
import { FormDialog, validValues } from '@/components/form/form-dialog';
import { ruleFrom } from '@/components/form/rule-from';
import { PhoneInput } from '@/components/form/phone-input';
import { useSaveMember } from './api';
import { ROLE_OPTIONS } from './team-roles';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  role: Role;
  password: string;
}

interface Props {
  open: boolean;
  /** null: a new account */
  member: TeamMemberDto | null;
  onClose: () => void;
}

/** 'Adicionar Pessoa' / 'Editar Pessoa': the initial password only when creating. */
export function MemberFormDialog({ open, member, onClose }: Props) {
  const [form] = Form.useForm<FormValues>();
  const save = useSaveMember('Erro ao salvar');
  const toast = useToast();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      member
        ? { name: member.name, email: member.email, phone: member.phone ?? '', role: member.role }
        : { name: '', email: '', phone: '', role: 'delivery', password: '' },
    );
  }, [open, member, form]);

  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    const common = { name: v.name.trim(), email: v.email.trim(), phone: v.phone ? (normalizePhone(v.phone) ?? v.phone) : null, role: v.role };
    save.mutate(member ? { id: member.id, patch: common } : { payload: { ...common, password: v.password } }, {
      onSuccess: () => {
        toast.success(member ? 'Dados atualizados' : 'Pessoa adicionada à equipe');
        onClose();
      },
    });
  };

  return (
    <FormDialog open={open} title={member ? 'Editar Pessoa' : 'Adicionar Pessoa'} saving={save.isPending} onSave={() => void submit()} onClose={onClose}>
      <Form form={form} name="member" layout="vertical" requiredMark="optional" disabled={save.isPending}>
        <Form.Item name="name" label="Nome" required rules={[ruleFrom(validateName)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label="Email" required rules={[ruleFrom(validateRegisterEmail)]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="phone" label="Telefone" rules={[ruleFrom(validatePhone)]}>
          <PhoneInput autoComplete="off" placeholder="(11) 98765-4321" />
        </Form.Item>
        <Form.Item name="role" label="Perfil" required>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        {!member && (
          <Form.Item
            name="password"
            label="Senha inicial"
            required
            dependencies={['role']}
            extra="Equipe: ao menos 10 caracteres, com maiúscula, minúscula e número. Entregue-a à pessoa, que pode trocá-la em 'Alterar Senha'."
            rules={[ruleFrom((value) => validatePasswordForRole(form.getFieldValue('role'), value))]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
