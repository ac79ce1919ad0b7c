import Input, { type InputProps } from 'antd/es/input';
import { useState, type FocusEvent } from 'react';
import { formatPhone, normalizePhone } from '@quentinha/shared/phone/whatsapp';

type Props = Omit<InputProps, 'value' | 'onChange' | 'maxLength'> & {
  value?: string | null;
  /** DDD + number ('21997776655') once the text is a Brazilian number, else the text as typed */
  onChange?: (value: string) => void;
};

/** What the form holds for a text: the number when the shared rule reads one, the text itself otherwise. */
const formValue = (text: string) => normalizePhone(text) ?? text;
/** How a value from outside (a saved number, a reset) is shown: formatted when it is a number. */
const shown = (value: string | null | undefined) => (value ? (normalizePhone(value) ? formatPhone(value) : value) : '');

/**
 * Every phone field of the app (DECISIONS 10.9). It keeps whatever is typed, pasted or
 * autofilled, with no length cap and no character filter, so '+55 (21) 99777-6655' is never cut
 * to '2199777'; the form gets the number as the server stores it ('21997776655') as soon as the
 * text is one, and the text itself while it is not (the field's rule then says what is wrong,
 * letters included). Leaving the field shows a number formatted, '(21) 99777-6655': what the
 * person sees is what is kept.
 */
export function PhoneInput({ value, onChange, onBlur, ...props }: Props) {
  const [text, setText] = useState(() => shown(value));
  const [lastValue, setLastValue] = useState(value);
  // the form changed the value itself (a reset, a member loaded): show it, unless the text already says it
  if (value !== lastValue) {
    setLastValue(value);
    if (formValue(text) !== (value ?? '')) setText(shown(value));
  }

  const blur = (event: FocusEvent<HTMLInputElement>) => {
    if (normalizePhone(text)) setText(formatPhone(text));
    onBlur?.(event);
  };

  return (
    <Input
      inputMode="tel"
      autoComplete="tel"
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(formValue(event.target.value));
      }}
      onBlur={blur}
    />
  );
}
