import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { useState } from 'react';
import { addDays } from '@quentinha/shared/availability/hours';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import { useToast } from '@/components/feedback/toast';
import { DayPicker } from '@/components/form/day-picker';
import { useCopyDailyMenu } from './api';

interface Props {
  /** the saved menu shown */
  menuId: string;
  /** its date, yyyy-MM-dd */
  date: string;
  disabled?: boolean;
  /** after a copy: show the new day's menu */
  onCopied: (date: string) => void;
}

/** 'dd/MM' of a yyyy-MM-dd day, read as written: no time zone moves it to another day. */
export const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * 'Copiar para amanhã' (the day after the one shown) and 'Copiar para...' any day (DECISIONS
 * 10.10): the same dishes and caps, so the owner does not retype the menu; a day that already has
 * a menu is refused by the server, whose message the error toast shows.
 */
export function CopyMenu({ menuId, date, disabled, onCopied }: Props) {
  const copy = useCopyDailyMenu();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const next = addDays(date, 1);
  const nextLabel = date === todaySaoPaulo() ? 'Copiar para amanhã' : `Copiar para ${dayLabel(next)}`;

  const run = (day: string) =>
    copy.mutate(
      { id: menuId, date: day },
      {
        onSuccess: () => {
          toast.success(`Cardápio copiado para ${dayLabel(day)}`);
          setOpen(false);
          onCopied(day);
        },
      },
    );

  return (
    <div className="daily-menu__copy">
      <Button
        icon={<CopyOutlined aria-hidden />}
        onClick={() => run(next)}
        loading={copy.isPending && copy.variables?.date === next}
        disabled={disabled}
      >
        {nextLabel}
      </Button>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        title="Copiar cardápio para"
        content={
          <div className="daily-menu__copy-to">
            <DayPicker
              value={target}
              onChange={(d: string | null) => setTarget(d)}
              placeholder="dd/mm/aaaa"
              aria-label="Data de destino"
            />
            <Button
              type="primary"
              disabled={!target || target === date}
              loading={copy.isPending}
              onClick={() => target && run(target)}
            >
              Copiar
            </Button>
          </div>
        }
      >
        <Button disabled={disabled}>Copiar para...</Button>
      </Popover>
    </div>
  );
}
