import notification from 'antd/es/notification';
import { useEffect } from 'react';
import { TOAST_DURATION_S } from '@/config/constants';
import type { ShowToast } from './toast';

/** antd's notification, loaded apart from the first page (see ToastProvider). */
export default function ToastHost({ onReady }: { onReady: (show: ShowToast) => void }) {
  const [api, holder] = notification.useNotification({
    placement: 'topRight',
    duration: TOAST_DURATION_S,
    maxCount: 4,
  });
  useEffect(() => {
    onReady(({ type, title, description }) =>
      api[type]({ title, description, closable: true, role: type === 'error' || type === 'warning' ? 'alert' : 'status' }),
    );
  }, [api, onReady]);
  return holder;
}
