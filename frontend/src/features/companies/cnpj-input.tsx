import Input, { type InputProps } from 'antd/es/input';
import { digitsOnly } from '@quentinha/shared/phone/whatsapp';
import { maskCnpj } from './company-rules';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  /** the digits only ('12345678000195'): what the server stores */
  onChange?: (value: string) => void;
};

/** '12.345.678/0001-95' as it is typed: the mask follows the digits, the form keeps the digits. */
export function CnpjInput({ value, onChange, ...props }: Props) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      placeholder="00.000.000/0000-00"
      {...props}
      value={maskCnpj(value ?? '')}
      onChange={(e) => onChange?.(digitsOnly(e.target.value).slice(0, 14))}
    />
  );
}
