import type { AntdIconProps } from '@ant-design/icons/es/components/AntdIcon';
import { type ComponentType, forwardRef, type RefAttributes } from 'react';

type IconComponent = ComponentType<AntdIconProps & RefAttributes<HTMLSpanElement>>;

/**
 * An antd icon that screen readers skip unless it is given a name. antd draws every icon as
 * `<span role="img" aria-label="delete">`: read aloud in English, on its own or inside the
 * control it decorates ('delete Excluir', 'logout'). Almost every icon sits beside its control's
 * own words, so silence is the default; an icon that IS a control's only name gets a Portuguese
 * `aria-label` (or the control gets one and the icon stays silent).
 *
 * Every `import X from '@ant-design/icons/X'` of the app arrives here wrapped (quiet-icons-plugin.ts),
 * so no screen has to remember it.
 */
export function quietIcon(Icon: IconComponent): IconComponent {
  const Quiet = forwardRef<HTMLSpanElement, AntdIconProps>(function QuietIcon(props, ref) {
    if (props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined) return <Icon ref={ref} {...props} />;
    // no role, no English name: only what the caller passes (aria-hidden={false} is the caller's call)
    return <Icon ref={ref} role={undefined} aria-label={undefined} aria-hidden {...props} />;
  });
  Quiet.displayName = `Quiet(${Icon.displayName ?? 'Icon'})`;
  return Quiet;
}
