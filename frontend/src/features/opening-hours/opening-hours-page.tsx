import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { validateOpeningHours, WEEKDAY_NAMES } from '@quentinha/shared/availability/hours';
import {
  DEFAULT_SCHEDULING,
  SCHEDULING_LIMITS,
  validateSchedulingSettings,
  type SchedulingSettings,
} from '@quentinha/shared/availability/slots';
import { usePublicSettings } from '@/api/catalog';
import { api, errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { useToast } from '@/components/feedback/toast';
import { DayPicker } from '@/components/form/day-picker';
import { shownDay, TIME_OPTIONS, toDayForms, toHoursBody, type DayForm } from './hours-form';
import './opening-hours.css';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * 'Horário de Funcionamento' (admin, DECISIONS 9.3): hours per weekday, closed dates, and the
 * slots customers schedule in. Read from the public settings, written with PUT; the storefronts
 * hear the change over the socket.
 */
export default function OpeningHoursPage() {
  const settings = usePublicSettings();
  const qc = useQueryClient();
  const toast = useToast();
  const [days, setDays] = useState<DayForm[] | null>(null);
  const [closed, setClosed] = useState<string[]>([]);
  const [picked, setPicked] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState<SchedulingSettings>(DEFAULT_SCHEDULING);
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [schedulingError, setSchedulingError] = useState<string | null>(null);

  // the form starts from what the server has, once
  useEffect(() => {
    if (!settings.data || days) return;
    setDays(toDayForms(settings.data.hours));
    setClosed(settings.data.hours?.closed_dates ?? []);
    setScheduling(settings.data.scheduling ?? DEFAULT_SCHEDULING);
  }, [settings.data, days]);

  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.settings.public });
  const saveHours = useMutation({
    mutationFn: (body: ReturnType<typeof toHoursBody>) => api.put('/settings/hours', body),
    onSuccess: () => toast.success('Horários salvos!'),
    onError: (error) => toast.error('Erro ao salvar horários', errorMessage(error)),
    onSettled: refresh,
  });
  const saveScheduling = useMutation({
    mutationFn: (body: SchedulingSettings) => api.put('/settings/scheduling', body),
    onSuccess: () => toast.success('Agendamento salvo!'),
    onError: (error) => toast.error('Erro ao salvar agendamento', errorMessage(error)),
    onSettled: refresh,
  });

  if (settings.isPending || !days) {
    return (
      <section className="page page--narrow opening-hours">
        <h1 className="page__title">Horário de Funcionamento</h1>
        <div className="page-spinner">
          <Spin />
        </div>
      </section>
    );
  }

  const update = (weekday: number, change: (d: DayForm) => DayForm) => {
    setHoursError(null);
    setDays((cur) => cur && cur.map((d) => (d.weekday === weekday ? change(d) : d)));
  };

  const submitHours = () => {
    const body = toHoursBody(days, closed);
    const problem = validateOpeningHours(body);
    setHoursError(problem);
    if (!problem) saveHours.mutate(body);
  };
  const submitScheduling = () => {
    const problem = validateSchedulingSettings(scheduling);
    setSchedulingError(problem);
    if (!problem) saveScheduling.mutate(scheduling);
  };
  const addClosed = () => {
    if (picked && !closed.includes(picked)) setClosed([...closed, picked].sort());
    setPicked(null);
  };

  return (
    <section className="page page--narrow opening-hours">
      <h1 className="page__title">Horário de Funcionamento</h1>
      <Card title="Dias e horários" className="opening-hours__card">
        <p className="opening-hours__hint">Fora destes horários a loja não recebe pedidos para agora, mas aceita agendamentos.</p>
        <ul className="opening-hours__days">
          {days.map((day) => {
            const name = capitalized(WEEKDAY_NAMES[day.weekday]!);
            return (
              <li key={day.weekday} className="opening-hours__day" aria-label={name}>
                <div className="opening-hours__day-head">
                  <Switch
                    checked={day.open}
                    aria-label={`${name} aberto`}
                    onChange={(open) => update(day.weekday, (d) => ({ ...d, open }))}
                  />
                  <span className="opening-hours__day-name">{name}</span>
                  {!day.open && <Tag>Fechado</Tag>}
                </div>
                {day.open && (
                  <div className="opening-hours__intervals">
                    {day.intervals.map((interval, i) => (
                      <div key={i} className="opening-hours__interval">
                        <Select
                          aria-label={`${name}: abre`}
                          showSearch
                          virtual={false}
                          value={interval.open}
                          options={TIME_OPTIONS.slice(0, -1)}
                          onChange={(open: string) =>
                            update(day.weekday, (d) => ({ ...d, intervals: d.intervals.map((x, j) => (j === i ? { ...x, open } : x)) }))
                          }
                        />
                        <span aria-hidden>às</span>
                        <Select
                          aria-label={`${name}: fecha`}
                          showSearch
                          virtual={false}
                          value={interval.close}
                          options={TIME_OPTIONS.slice(1)}
                          onChange={(close: string) =>
                            update(day.weekday, (d) => ({ ...d, intervals: d.intervals.map((x, j) => (j === i ? { ...x, close } : x)) }))
                          }
                        />
                        {day.intervals.length > 1 && (
                          <Button
                            type="text"
                            icon={<DeleteOutlined />}
                            aria-label={`Remover horário de ${name}`}
                            onClick={() => update(day.weekday, (d) => ({ ...d, intervals: d.intervals.filter((_, j) => j !== i) }))}
                          />
                        )}
                      </div>
                    ))}
                    {day.intervals.length < 4 && (
                      <Button
                        type="link"
                        icon={<PlusOutlined />}
                        onClick={() => update(day.weekday, (d) => ({ ...d, intervals: [...d.intervals, { open: '18:00', close: '22:00' }] }))}
                      >
                        Adicionar horário
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>

        <h2 className="opening-hours__subtitle">Datas fechadas (feriados)</h2>
        <div className="opening-hours__closed-add">
          <DayPicker value={picked} onChange={setPicked} aria-label="Data fechada" placeholder="dd/mm/aaaa" />
          <Button onClick={addClosed} disabled={!picked}>
            Adicionar data
          </Button>
        </div>
        <div className="opening-hours__closed">
          {closed.length === 0 && <span className="opening-hours__hint">Nenhuma data fechada.</span>}
          {closed.map((day) => (
            <Tag key={day} closable onClose={() => setClosed(closed.filter((d) => d !== day))} closeIcon={<DeleteOutlined aria-label={`Remover ${shownDay(day)}`} />}>
              {shownDay(day)}
            </Tag>
          ))}
        </div>
        {hoursError && <Alert type="error" showIcon title={hoursError} className="opening-hours__error" />}
        <Button type="primary" size="large" onClick={submitHours} loading={saveHours.isPending}>
          Salvar Horários
        </Button>
      </Card>

      <Card title="Agendamento" className="opening-hours__card">
        <p className="opening-hours__hint">
          No pedido, o cliente escolhe &apos;O quanto antes&apos; ou um horário de hoje ou amanhã. Cada horário aceita até a capacidade em
          quentinhas.
        </p>
        <div className="opening-hours__numbers">
          <label>
            <span>Duração do horário (min)</span>
            <InputNumber
              min={SCHEDULING_LIMITS.slotMinutes.min}
              max={SCHEDULING_LIMITS.slotMinutes.max}
              precision={0}
              value={scheduling.slot_minutes}
              onChange={(v) => setScheduling({ ...scheduling, slot_minutes: Number(v) })}
            />
          </label>
          <label>
            <span>Capacidade por horário (quentinhas)</span>
            <InputNumber
              min={SCHEDULING_LIMITS.slotCapacity.min}
              max={SCHEDULING_LIMITS.slotCapacity.max}
              precision={0}
              value={scheduling.slot_capacity}
              onChange={(v) => setScheduling({ ...scheduling, slot_capacity: Number(v) })}
            />
          </label>
          <label>
            <span>Antecedência da cozinha (min)</span>
            <InputNumber
              min={SCHEDULING_LIMITS.kitchenLeadMinutes.min}
              max={SCHEDULING_LIMITS.kitchenLeadMinutes.max}
              precision={0}
              value={scheduling.kitchen_lead_minutes}
              onChange={(v) => setScheduling({ ...scheduling, kitchen_lead_minutes: Number(v) })}
            />
          </label>
        </div>
        <p className="opening-hours__hint">O pedido agendado aparece em &apos;Novo Pedido&apos; na cozinha esse tempo antes do horário.</p>
        {schedulingError && <Alert type="error" showIcon title={schedulingError} className="opening-hours__error" />}
        <Button type="primary" size="large" onClick={submitScheduling} loading={saveScheduling.isPending}>
          Salvar Agendamento
        </Button>
      </Card>
    </section>
  );
}

