import type { InputNumberProps } from 'antd/es/input-number';
import { NumberField } from './number-field';

/** The back office's amount in reais: 'R$' in front, a decimal comma, two places, never negative. */
export function MoneyInput(props: InputNumberProps<number>) {
  return (
    <NumberField<number>
      min={0}
      step={0.01}
      precision={2}
      decimalSeparator=","
      prefix="R$"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
