import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { useCallback, useState } from 'react';
import {
  DEFAULT_AGE_THRESHOLDS,
  sanitizeThresholds,
  type AgeThresholds,
} from '@/components/order-board/age';
import { NumberField } from '@/components/form/number-field';

export const AGE_STORAGE_KEY = 'quentinha:kitchen-age:v1';

function readStored(): AgeThresholds {
  try {
    const raw = localStorage.getItem(AGE_STORAGE_KEY);
    return raw ? sanitizeThresholds(JSON.parse(raw)) : { ...DEFAULT_AGE_THRESHOLDS };
  } catch {
    return { ...DEFAULT_AGE_THRESHOLDS };
  }
}

/** Thresholds of this screen, kept in this browser (each kitchen display has its own). */
export function useAgeThresholds(): [AgeThresholds, (next: AgeThresholds) => void] {
  const [value, setValue] = useState(readStored);
  const save = useCallback((next: AgeThresholds) => {
    const clean = sanitizeThresholds(next);
    setValue(clean);
    try {
      localStorage.setItem(AGE_STORAGE_KEY, JSON.stringify(clean));
    } catch {
      // private mode or full storage: keep it for this visit only
    }
  }, []);
  return [value, save];
}

const AGE_FIELDS = [
  { key: 'warnMinutes', label: 'Atenção a partir de (min)', min: 1, max: 600 },
  { key: 'lateMinutes', label: 'Atrasado a partir de (min)', min: 2, max: 720 },
] as const;

export function AgeSettings({ value, onChange }: { value: AgeThresholds; onChange: (v: AgeThresholds) => void }) {
  const [draft, setDraft] = useState(value);
  const valid = draft.warnMinutes > 0 && draft.lateMinutes > draft.warnMinutes;
  const content = (
    <div className="age-settings">
      {AGE_FIELDS.map(({ key, label, min, max }) => (
        <label key={key}>
          {label}
          <NumberField
            min={min}
            max={max}
            precision={0}
            value={draft[key]}
            onChange={(v) => setDraft((d) => ({ ...d, [key]: Number(v) || 0 }))}
          />
        </label>
      ))}
      {!valid && <p className="age-settings__error">O tempo de atraso deve ser maior que o de atenção.</p>}
      <Button type="primary" disabled={!valid} onClick={() => onChange(draft)}>
        Salvar
      </Button>
    </div>
  );
  return (
    <Popover
      trigger="click"
      title="Tempo dos pedidos"
      content={content}
      onOpenChange={(open) => open && setDraft(value)}
    >
      <Button size="large" icon={<SettingOutlined aria-hidden />} aria-label="Configurar tempos">
        Tempos
      </Button>
    </Popover>
  );
}
