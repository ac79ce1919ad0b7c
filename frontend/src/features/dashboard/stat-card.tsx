import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  value: ReactNode;
  icon: ReactNode;
  /** e.g. '+12%': green with an up arrow when it starts with '+', red with a down arrow otherwise */
  change?: string;
}

/** One metric of the dashboard (SPEC section 2). */
export function StatCard({ title, value, icon, change }: Props) {
  const up = change?.startsWith('+') ?? false;
  return (
    <Card size="small" className="stat-card" role="group" aria-label={title}>
      <div className="stat-card__top">
        <span className="stat-card__title">{title}</span>
        <span className="stat-card__icon" aria-hidden>
          {icon}
        </span>
      </div>
      <div className="stat-card__value">{value}</div>
      {change && <ChangeBadge change={change} up={up} />}
    </Card>
  );
}

export function ChangeBadge({ change, up = change.startsWith('+') }: { change: string; up?: boolean }) {
  // success/danger text colours come from the antd theme, so they stay readable in dark mode
  return (
    <Typography.Text type={up ? 'success' : 'danger'} className="stat-card__change" data-trend={up ? 'up' : 'down'}>
      {up ? <ArrowUpOutlined aria-hidden /> : <ArrowDownOutlined aria-hidden />} {change}
    </Typography.Text>
  );
}
