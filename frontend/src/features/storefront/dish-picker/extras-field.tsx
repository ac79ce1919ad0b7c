import Checkbox from 'antd/es/checkbox';
import type { ProductExtraDto } from '@quentinha/shared/api/types';
import { formatBRL } from '@quentinha/shared/money/money';

interface Props {
  extras: readonly Pick<ProductExtraDto, 'id' | 'name' | 'price'>[];
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Paid extras of a quentinha ('Ovo frito +R$ 3,00', DECISIONS 10.10), each at most once. */
export function ExtrasField({ extras, value, onChange }: Props) {
  if (!extras.length) return null;
  return (
    <fieldset className="dish-picker__block">
      <legend className="dish-picker__legend">Adicionais</legend>
      <div className="dish-group__list">
        {extras.map((extra) => {
          const checked = value.includes(extra.id);
          return (
            <Checkbox
              key={extra.id}
              className={`dish-chip extra-chip${checked ? ' dish-chip--checked' : ''}`}
              checked={checked}
              onChange={() => onChange(checked ? value.filter((id) => id !== extra.id) : [...value, extra.id])}
            >
              <span className="dish-chip__name">{extra.name}</span>
              <span className="extra-chip__price">+{formatBRL(extra.price)}</span>
            </Checkbox>
          );
        })}
      </div>
    </fieldset>
  );
}
