import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import notification from 'antd/es/notification';
import { type ReactNode, useEffect } from 'react';
import { TOAST_DURATION_S } from '@/config/constants';
import type { ShowToast, ToastKind } from './toast';

// antd's type icons read their English names ('check-circle'): the same icons, silent (the title
// says what happened). The icon slot keeps antd's class of the type, so they keep its colours.
const ICONS: Record<ToastKind, ReactNode> = {
  success: <CheckCircleFilled aria-hidden />,
  error: <CloseCircleFilled aria-hidden />,
  info: <InfoCircleFilled aria-hidden />,
  warning: <ExclamationCircleFilled aria-hidden />,
};

/** antd's notification, loaded apart from the first page (see ToastProvider). */
export default function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  const [api, holder] = notification.useNotification({
    placement: 'topRight',
    duration: TOAST_DURATION_S,
    maxCount: 4,
  });
  useEffect(() => {
    onReady(({ type, title, description }) =>
      api[type]({
        title,
        description,
        icon: ICONS[type],
        classNames: { icon: `ant-notification-notice-icon-${type}` },
        closable: true,
        role: type === 'error' || type === 'warning' ? 'alert' : 'status',
      }),
    );
  }, [api, onReady]);
  return holder;
}
