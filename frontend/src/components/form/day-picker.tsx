import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import Input from 'antd/es/input';
import { startTransition, useEffect, useState } from 'react';
import type { CalendarDayPicker, DayPickerProps } from './calendar-day-picker';

type Picker = typeof CalendarDayPicker;

// antd's calendar (rc-picker and dayjs, ~110 kB) is the heaviest part of the back office's filter
// bars and is not needed to show a day: screens paint with the day as text and the calendar
// takes its place as soon as its code arrives, after the screen's first data.
let loaded: Picker | null = null;
let loading: Promise<Picker> | null = null;

/** Loads the calendar (tests that type into a day field call it first). */
export function preloadDayPicker(): Promise<Picker> {
  loading ??= import('./calendar-day-picker').then((m) => (loaded = m.CalendarDayPicker));
  return loading;
}

/** 'yyyy-MM-dd' as the calendar shows it, dd/MM/yyyy. */
const shownDay = (value?: string | null) => (value ? value.split('-').reverse().join('/') : '');

/**
 * A day field that reads and writes 'yyyy-MM-dd' strings, shown as dd/MM/yyyy in Portuguese.
 * Until the calendar's code has arrived it shows the same day, read-only, in the same box.
 */
export function DayPicker(props: DayPickerProps) {
  const [Calendar, setCalendar] = useState<Picker | null>(() => loaded);
  useEffect(() => {
    if (Calendar) return;
    let gone = false;
    void preloadDayPicker()
      // swapped in the background: a screen's first figures and rows paint before it
      .then((picker) => !gone && startTransition(() => setCalendar(() => picker)))
      // the read-only day stays; the next screen that needs the calendar asks again
      .catch(() => (loading = null));
    return () => {
      gone = true;
    };
  }, [Calendar]);
  if (Calendar) return <Calendar {...props} />;
  return (
    <Input
      readOnly
      id={props.id}
      aria-label={props['aria-label']}
      placeholder={props.placeholder}
      prefix={props.prefix}
      value={shownDay(props.value)}
      suffix={<CalendarOutlined aria-hidden />}
      style={props.style}
    />
  );
}
