import DownOutlined from '@ant-design/icons/DownOutlined';
import UpOutlined from '@ant-design/icons/UpOutlined';
import InputNumber, { type InputNumberProps } from 'antd/es/input-number';
import { useLayoutEffect, useRef } from 'react';

/** What rc-input-number calls its +/- handlers, with no way to pass a name of our own. */
const STEP_NAMES: Readonly<Record<string, string>> = {
  'Increase Value': 'Aumentar',
  'Decrease Value': 'Diminuir',
};

/** antd's own step arrows are named 'up' and 'down': the app's draw silent (components/icons/quiet-icon.tsx). */
const STEP_ICONS = { upIcon: <UpOutlined />, downIcon: <DownOutlined /> };

/**
 * antd's number field with its +/- handlers named in Portuguese: a screen reader would otherwise
 * read 'Increase Value, button' beside a Portuguese form. The wrapper draws no box of its own.
 */
export function NumberField<T extends number | string = number>(props: InputNumberProps<T>) {
  const box = useRef<HTMLSpanElement>(null);
  // after every render: the handlers come back with antd's names when the field re-creates them
  useLayoutEffect(() => {
    for (const handler of box.current?.querySelectorAll('[role="button"][aria-label]') ?? []) {
      const name = STEP_NAMES[handler.getAttribute('aria-label') ?? ''];
      if (name) handler.setAttribute('aria-label', name);
    }
  });
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <InputNumber<T> controls={STEP_ICONS} {...props} />
    </span>
  );
}
