import CloseOutlined from '@ant-design/icons/CloseOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useCallback, useState } from 'react';
import { validateOpeningHours, type OpeningHours } from '@quentinha/shared/availability/hours';
import { useToast } from '@/components/feedback/toast';
import { DayPicker } from '@/components/form/day-picker';
import { useSaveHours } from './api';
import { DayHoursRow, weekdayLabel } from './day-hours-row';
import { dayProblem, shownDay, toDayForms, toHoursBody, type DayForm } from './hours-form';

/** 'Dias e horários': the week from Monday, then the closed dates; one save for both. */
export function HoursCard({ initial }: { initial: OpeningHours | undefined }) {
  const save = useSaveHours();
  const toast = useToast();
  const [days, setDays] = useState<DayForm[]>(() => toDayForms(initial));
  const [closed, setClosed] = useState<string[]>(() => [...(initial?.closed_dates ?? [])].sort());
  const [picked, setPicked] = useState<string | null>(null);
  // problems show once the owner tried to save, and go away as they are fixed
  const [tried, setTried] = useState(false);

  const onDay = useCallback((weekday: number, change: (d: DayForm) => DayForm) => {
    setDays((cur) => cur.map((d) => (d.weekday === weekday ? change(d) : d)));
  }, []);

  const body = toHoursBody(days, closed);
  const problems = new Map(days.map((d) => [d.weekday, dayProblem(d)]));
  const firstBad = days.find((d) => problems.get(d.weekday));
  const problem = firstBad
    ? `${weekdayLabel(firstBad.weekday)}: ${problems.get(firstBad.weekday)}`
    : validateOpeningHours(body);

  const submit = () => {
    setTried(true);
    if (problem) return;
    save.mutate(body, {
      onSuccess: () => toast.success('Horários salvos!'),
    });
  };
  const addClosed = () => {
    if (picked) setClosed((cur) => [...new Set([...cur, picked])].sort());
    setPicked(null);
  };

  return (
    <Card title="Dias e horários" className="opening-hours__card">
      <p className="opening-hours__hint">Fora destes horários a loja não recebe pedidos para agora, mas aceita agendamentos.</p>
      <ul className="opening-hours__days">
        {days.map((day) => (
          <DayHoursRow
            key={day.weekday}
            day={day}
            problem={tried ? (problems.get(day.weekday) ?? null) : null}
            onChange={onDay}
          />
        ))}
      </ul>

      <h2 className="opening-hours__subtitle">Datas fechadas (feriados)</h2>
      <div className="opening-hours__closed-add">
        <DayPicker value={picked} onChange={setPicked} aria-label="Data fechada" placeholder="dd/mm/aaaa" />
        <Button onClick={addClosed} disabled={!picked || save.isPending}>
          Adicionar data
        </Button>
      </div>
      <div className="opening-hours__closed">
        {closed.length === 0 && <span className="opening-hours__hint">Nenhuma data fechada.</span>}
        {closed.map((day) => (
          <Tag
            key={day}
            closable
            onClose={() => setClosed((cur) => cur.filter((d) => d !== day))}
            closeIcon={<CloseOutlined aria-label={`Remover ${shownDay(day)}`} />}
          >
            {shownDay(day)}
          </Tag>
        ))}
      </div>
      {tried && problem && <Alert type="error" showIcon title={problem} className="opening-hours__error" />}
      <Button type="primary" size="large" onClick={submit} loading={save.isPending} className="opening-hours__save">
        Salvar Horários
      </Button>
    </Card>
  );
}
