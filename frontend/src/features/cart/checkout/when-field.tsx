import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect, useMemo } from 'react';
import { saoPauloParts } from '@quentinha/shared/availability/hours';
import { bookableSlots, slotStartInstant, type Slot } from '@quentinha/shared/availability/slots';
import { useSlots } from '@/api/catalog';

export type When = 'asap' | 'scheduled';

/** What the checkout form keeps for 'Quando?'. */
export interface WhenValues {
  when?: When;
  slot_day?: string;
  slot_start?: string;
}

interface Props {
  /** the shop takes orders now: 'O quanto antes' is possible */
  asapAllowed: boolean;
  /** today and/or tomorrow, the days with a slot still ahead */
  days: string[];
  /** boxes in the cart: a slot needs room for all of them */
  boxes: number;
}

const dayLabel = (day: string, today: string) => (day === today ? 'Hoje' : 'Amanhã');

/** The ISO instant sent as `scheduled_for`, or undefined for as soon as possible. */
export function scheduledFor(values: WhenValues): string | undefined {
  if (values.when !== 'scheduled' || !values.slot_day || !values.slot_start) return undefined;
  return slotStartInstant(values.slot_day, { start: values.slot_start } as Slot).toISOString();
}

/**
 * 'Quando?' (DECISIONS 9.3): as soon as possible, or a slot of today or tomorrow. Slots already
 * begun are not offered; full ones (for this cart's boxes) are shown disabled, live: the slot
 * list is refetched when the socket says a slot filled up.
 */
export function WhenField({ asapAllowed, days, boxes }: Props) {
  const form = Form.useFormInstance<WhenValues>();
  const when = Form.useWatch('when', form) ?? (asapAllowed ? 'asap' : 'scheduled');
  const day = Form.useWatch('slot_day', form) ?? days[0];
  const chosen = Form.useWatch('slot_start', form);
  const slots = useSlots(day ?? '', when === 'scheduled' && !!day);
  const today = saoPauloParts(new Date()).day;
  const options = useMemo(
    () => (day && slots.data ? bookableSlots(day, slots.data, new Date(), boxes) : []),
    [day, slots.data, boxes],
  );

  // the shop closed (or opened) while the form was open: keep the choice possible
  useEffect(() => {
    if (!asapAllowed && form.getFieldValue('when') !== 'scheduled') form.setFieldValue('when', 'scheduled');
  }, [asapAllowed, form]);
  // a chosen slot that filled up is no longer chosen
  useEffect(() => {
    if (chosen && options.some((o) => o.start === chosen && o.full)) form.setFieldValue('slot_start', undefined);
  }, [chosen, options, form]);

  return (
    <>
      <Form.Item name="when" label="Quando?" initialValue={asapAllowed ? 'asap' : 'scheduled'}>
        <Radio.Group optionType="button" buttonStyle="solid" className="segmented-2">
          <Radio.Button value="asap" disabled={!asapAllowed}>
            O quanto antes
          </Radio.Button>
          <Radio.Button value="scheduled" disabled={days.length === 0}>
            Agendar
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      {when === 'scheduled' && (
        <div className="when-slot">
          {days.length > 1 && (
            <Form.Item name="slot_day" label="Dia" initialValue={days[0]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                className="segmented-2"
                onChange={() => form.setFieldValue('slot_start', undefined)}
                options={days.map((d) => ({ value: d, label: dayLabel(d, today) }))}
              />
            </Form.Item>
          )}
          <Form.Item
            name="slot_start"
            label={days.length === 1 ? `Horário (${dayLabel(days[0]!, today).toLowerCase()})` : 'Horário'}
            rules={[{ required: true, message: 'Escolha um horário' }]}
          >
            <Select
              placeholder="Escolha um horário"
              loading={slots.isPending}
              notFoundContent="Nenhum horário disponível"
              options={options.map((o) => ({
                value: o.start,
                label: o.full ? `${o.start}-${o.end} (lotado)` : `${o.start}-${o.end}`,
                disabled: o.full,
              }))}
            />
          </Form.Item>
        </div>
      )}
    </>
  );
}
