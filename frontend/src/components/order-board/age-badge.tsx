import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { ageLevel, ageMinutes, formatAge, type AgeThresholds } from './age';
import { useNow } from './use-now';

const LEVEL_TEXT = { fresh: 'no prazo', warn: 'atenção', late: 'atrasado' } as const;
// colour is not the only signal: each level has its own shape too
const LEVEL_ICON = { fresh: ClockCircleOutlined, warn: ExclamationCircleOutlined, late: WarningFilled } as const;

/** 'há 12 min', green, amber or red by the board's thresholds, with an icon per level. */
export function AgeBadge({ since, thresholds }: { since: unknown; thresholds: AgeThresholds }) {
  const now = useNow();
  const minutes = ageMinutes(since, now);
  if (minutes === null) return null;
  const level = ageLevel(minutes, thresholds);
  const Icon = LEVEL_ICON[level];
  return (
    <span className={`age-badge age-badge--${level}`} data-level={level} title={LEVEL_TEXT[level]}>
      <Icon aria-label={LEVEL_TEXT[level]} /> {formatAge(minutes)}
    </span>
  );
}
