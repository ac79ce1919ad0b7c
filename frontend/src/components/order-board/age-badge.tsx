import { ageLevel, ageMinutes, formatAge, type AgeThresholds } from './age';
import { useNow } from './use-now';

const LEVEL_TEXT = { fresh: 'no prazo', warn: 'atenção', late: 'atrasado' } as const;

/** 'há 12 min', green, amber or red by the board's thresholds. */
export function AgeBadge({ since, thresholds }: { since: unknown; thresholds: AgeThresholds }) {
  const now = useNow();
  const minutes = ageMinutes(since, now);
  if (minutes === null) return null;
  const level = ageLevel(minutes, thresholds);
  return (
    <span className={`age-badge age-badge--${level}`} data-level={level} title={LEVEL_TEXT[level]}>
      {formatAge(minutes)}
    </span>
  );
}
