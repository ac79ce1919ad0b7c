import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { SCHEDULING_LIMITS, validateSchedulingSettings, type SchedulingSettings } from '@quentinha/shared/availability/slots';
import { useToast } from '@/components/feedback/toast';
import { ruleFrom } from '@/components/form/rule-from';
import { useSaveScheduling } from './api';
import { NumberField } from '@/components/form/number-field';

type Field = keyof SchedulingSettings;

const FIELDS: { name: Field; label: string; limits: { min: number; max: number } }[] = [
  { name: 'slot_minutes', label: 'Duração do horário (min)', limits: SCHEDULING_LIMITS.slotMinutes },
  { name: 'slot_capacity', label: 'Capacidade por horário (quentinhas)', limits: SCHEDULING_LIMITS.slotCapacity },
  { name: 'kitchen_lead_minutes', label: 'Antecedência da cozinha (min)', limits: SCHEDULING_LIMITS.kitchenLeadMinutes },
];

// each field checked by the shared rule alone, so its message sits under it
const RULES = Object.fromEntries(FIELDS.map(({ name }) => [name, [ruleFrom((v) => validateSchedulingSettings({ [name]: v }))]]));

/** 'Agendamento': slot length, boxes per slot and how early the kitchen sees a scheduled order. */
export function SchedulingCard({ initial }: { initial: SchedulingSettings }) {
  const [form] = Form.useForm<SchedulingSettings>();
  const save = useSaveScheduling();
  const toast = useToast();

  const submit = (values: SchedulingSettings) =>
    save.mutate(values, {
      onSuccess: () => toast.success('Agendamento salvo!'),
    });

  return (
    <Card title="Agendamento" className="opening-hours__card">
      <p className="opening-hours__hint">
        No pedido, o cliente escolhe &apos;O quanto antes&apos; ou um horário de hoje ou de amanhã. Cada horário aceita pedidos até
        a sua capacidade em quentinhas.
      </p>
      <Form form={form} name="scheduling" layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending} requiredMark={false}>
        <div className="opening-hours__numbers">
          {FIELDS.map(({ name, label, limits }) => (
            <Form.Item key={name} name={name} label={label} rules={RULES[name]}>
              <NumberField min={limits.min} max={limits.max} precision={0} inputMode="numeric" />
            </Form.Item>
          ))}
        </div>
        <p className="opening-hours__hint">O pedido agendado aparece em &apos;Novo Pedido&apos; na cozinha essa antecedência antes do horário.</p>
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending} className="opening-hours__save">
          Salvar Agendamento
        </Button>
      </Form>
    </Card>
  );
}
