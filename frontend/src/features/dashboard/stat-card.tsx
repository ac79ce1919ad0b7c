import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import MinusOutlined from '@ant-design/icons/MinusOutlined';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import type { Change } from '@quentinha/shared/analytics/percent';

interface Props {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  /** how the figure moved against the previous period */
  change?: Change;
  /** what it is compared with: 'vs. 02/10 a 31/10' */
  compared?: string;
  /** a line of context under the value: 'Voltaram: 12 (40,0%)' */
  note?: ReactNode;
}

/** One metric of the dashboard (SPEC section 2). */
export function StatCard({ title, value, icon, change, compared, note }: Props) {
  return (
    <Card size="small" className="stat-card" role="group" aria-label={title}>
      <div className="stat-card__top">
        <span className="stat-card__title">{title}</span>
        <span className="stat-card__icon" aria-hidden>
          {icon}
        </span>
      </div>
      <div className="stat-card__value">{value}</div>
      {change && (
        <div className="stat-card__foot">
          <ChangeBadge change={change} compared={compared} />
          {compared && <span className="stat-card__compared">{compared}</span>}
        </div>
      )}
      {note && <div className="stat-card__note">{note}</div>}
    </Card>
  );
}

const LOOK = {
  up: { type: 'success', icon: <ArrowUpOutlined aria-hidden /> },
  down: { type: 'danger', icon: <ArrowDownOutlined aria-hidden /> },
  flat: { type: 'secondary', icon: <MinusOutlined aria-hidden /> },
  none: { type: 'secondary', icon: null },
} as const;

/**
 * '+12,5%' green with an up arrow, '-3,0%' red with a down arrow, '0,0%' and '—' (nothing to
 * compare with) neutral. The sign and the arrow tell the direction, so colour is never the only
 * cue; success/danger colours come from the antd theme and stay readable in dark mode.
 */
export function ChangeBadge({ change, compared }: { change: Change; compared?: string }) {
  const look = LOOK[change.trend];
  return (
    <Typography.Text
      type={look.type}
      className="stat-card__change"
      data-trend={change.trend}
      title={compared ? `${change.text} ${compared}` : undefined}
    >
      {look.icon}
      {look.icon && ' '}
      {change.text}
    </Typography.Text>
  );
}
