import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';

// antd's calendar takes its month and weekday names from dayjs's global locale.
dayjs.locale('pt-br');

const WIRE_FORMAT = 'YYYY-MM-DD';
const SHOWN_FORMAT = 'DD/MM/YYYY';

export interface DayPickerProps {
  /** A calendar day as the API speaks it: 'yyyy-MM-dd', or null/'' for none. */
  value?: string | null;
  onChange?: (day: string | null) => void;
  /** given by a Form.Item, for its label */
  id?: string;
  'aria-label'?: string;
  placeholder?: string;
  prefix?: React.ReactNode;
  allowClear?: boolean;
  style?: React.CSSProperties;
}

/**
 * A day picker that reads and writes 'yyyy-MM-dd' strings, so forms and filters keep plain
 * strings while the person sees dd/MM/yyyy in Portuguese (the native date input follows the
 * browser's language instead, e.g. mm/dd/yyyy).
 */
export function CalendarDayPicker({ value, onChange, allowClear = true, ...rest }: DayPickerProps) {
  const parsed: Dayjs | null = value ? dayjs(value) : null; // ISO days need no parse plugin
  return (
    <DatePicker
      {...rest}
      value={parsed?.isValid() ? parsed : null}
      format={SHOWN_FORMAT}
      allowClear={allowClear}
      onChange={(day: Dayjs | null) => onChange?.(day ? day.format(WIRE_FORMAT) : null)}
    />
  );
}
