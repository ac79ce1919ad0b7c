import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import type { LeftoverDto } from '@quentinha/shared/costing/api';
import {
  COSTING_LIMITS,
  LEFTOVER_DESTINATIONS,
  LEFTOVER_DESTINATION_LABELS,
  type LeftoverDestination,
  validatePortionsLeft,
} from '@quentinha/shared/costing/costing';
import { useSaveLeftover } from '@/api/costing';
import { useToast } from '@/components/feedback/toast';
import { NumberField } from '@/components/form/number-field';
import { ruleFrom } from '@/components/form/rule-from';
import { leftoverWrites, type LeftoverRows } from './leftovers';

const DESTINATION_OPTIONS = LEFTOVER_DESTINATIONS.map((d) => ({ value: d, label: LEFTOVER_DESTINATION_LABELS[d] }));

interface Props {
  date: string;
  dishes: { id: string; name: string }[];
  /** what was already recorded that day */
  entries: LeftoverDto[];
}

const toRows = (dishes: Props['dishes'], entries: LeftoverDto[]): LeftoverRows =>
  Object.fromEntries(
    dishes.map((d) => {
      const entry = entries.find((e) => e.dish_id === d.id);
      return [
        d.id,
        {
          portions_left: entry?.portions_left ?? null,
          destination: entry?.destination ?? ('descarte' as LeftoverDestination),
        },
      ];
    }),
  );

/**
 * The closing form: for each dish of the day, the portions left and where they went. A dish
 * already recorded is corrected (PUT), a new one recorded (POST); a blank row is left alone.
 */
export function LeftoversForm({ date, dishes, entries }: Props) {
  const [form] = Form.useForm<{ rows: LeftoverRows }>();
  const save = useSaveLeftover();
  const toast = useToast();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue({ rows: toRows(dishes, entries) } as Parameters<typeof form.setFieldsValue>[0]);
  }, [dishes, entries, form]);

  const submit = async ({ rows }: { rows: LeftoverRows }) => {
    const writes = leftoverWrites(date, rows, entries);
    if (writes.length === 0) {
      toast.warning('Informe as porções que sobraram de ao menos um prato.');
      return;
    }
    setSaving(true);
    try {
      // one at a time: a refusal names its dish and stops there, what went before stays recorded
      for (const write of writes) await save.mutateAsync(write);
      toast.success('Sobras registradas');
    } catch {
      // the mutation's own toast says why
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Fechamento do dia" className="leftovers-form" size="small">
      <Form form={form} name="leftovers" layout="vertical" onFinish={(v) => void submit(v)}>
        <div className="leftovers-rows" role="table" aria-label="Sobras por prato">
          <div className="leftovers-row leftovers-row--head" role="row">
            <span role="columnheader">Prato</span>
            <span role="columnheader">Porções que sobraram</span>
            <span role="columnheader">Destino</span>
          </div>
          {dishes.map((d) => {
            const recorded = entries.some((e) => e.dish_id === d.id);
            return (
              <div key={d.id} className="leftovers-row" role="row">
                <span role="rowheader" className="leftovers-row__dish">
                  {d.name}
                  {recorded && (
                    <Tag color="green" bordered={false} className="admin-tag-inline">
                      registrado
                    </Tag>
                  )}
                </span>
                <div role="cell">
                  <Form.Item
                    name={['rows', d.id, 'portions_left']}
                    rules={[
                      {
                        validator: (_r, v) =>
                          v == null ? Promise.resolve() : ruleFrom(validatePortionsLeft).validator(_r, v),
                      },
                    ]}
                  >
                    <NumberField
                      min={0}
                      max={COSTING_LIMITS.portionsLeft.max}
                      precision={0}
                      placeholder="—"
                      aria-label={`Sobras de ${d.name}`}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </div>
                <div role="cell">
                  <Form.Item name={['rows', d.id, 'destination']}>
                    <Select options={DESTINATION_OPTIONS} aria-label={`Destino de ${d.name}`} />
                  </Form.Item>
                </div>
              </div>
            );
          })}
        </div>
        <Button type="primary" htmlType="submit" loading={saving}>
          Registrar Sobras
        </Button>
      </Form>
    </Card>
  );
}
