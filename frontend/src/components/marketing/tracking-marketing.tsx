import Switch from 'antd/es/switch';
import type { MarketingStatus } from '@quentinha/shared/customers/types';
import { usePublicSettings } from '@/api/catalog';
import { useToast } from '@/components/feedback/toast';
import { useTrackMarketing } from '@/api/marketing';
import './marketing.css';

/**
 * The tracking page's 'Cardápio no WhatsApp' (DECISIONS 10.2): the customer sees her choice and
 * changes it in one tap (channel 'tracking_page'); the text is the one the checkout shows.
 */
export function TrackingMarketing({ token, marketing }: { token: string; marketing: MarketingStatus }) {
  const consent = usePublicSettings().data?.marketing_consent;
  const change = useTrackMarketing(token);
  const toast = useToast();
  const on = marketing === 'opted_in';
  const id = 'track-marketing-switch';

  return (
    <section className="order-card track-marketing" aria-labelledby="track-marketing-title">
      <h2 id="track-marketing-title" className="order-card__title">
        Cardápio no WhatsApp
      </h2>
      <p className="track-marketing__text">
        {on
          ? 'Você recebe o cardápio do dia no WhatsApp. Pode sair quando quiser.'
          : (consent?.text ?? 'Quer receber o cardápio do dia no WhatsApp?')}
      </p>
      <label htmlFor={id} className="track-marketing__row">
        <Switch
          id={id}
          checked={on}
          loading={change.isPending}
          onChange={(next) =>
            change.mutate(next, {
              onSuccess: () =>
                toast.success(next ? 'Pronto, você vai receber o cardápio' : 'Pronto, você saiu da lista'),
            })
          }
        />{' '}
        Receber o cardápio do dia
      </label>
    </section>
  );
}
