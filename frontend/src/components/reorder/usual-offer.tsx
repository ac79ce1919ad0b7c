import Button from 'antd/es/button';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { itemDisplayName } from '@quentinha/shared/catalog/sizes';
import { formatBRL } from '@quentinha/shared/money/money';
import { repeatQuery, type RepeatSource } from './repeat-api';
import './reorder.css';

const ReorderDialog = lazy(() => import('./reorder-dialog'));

/**
 * 'Pedir o de sempre' on the storefront (DECISIONS 10.3), for a returning customer: her most
 * repeated order among the last delivered ones. Nothing shows when there is none (404) or it
 * cannot be read: the menu is the page, this is a shortcut.
 */
export default function UsualOffer({ source }: { source: RepeatSource }) {
  const usual = useQuery({ ...repeatQuery(source), staleTime: 60_000, retry: false });
  const [open, setOpen] = useState(false);
  const items = usual.data?.items ?? [];
  if (items.length === 0) return null;
  const summary = items
    .map(
      (i) =>
        `${i.quantity}x ${itemDisplayName(i.product_name, i.size, i.category)}${i.chosen_dishes.length ? ` (${i.chosen_dishes.join(', ')})` : ''}`,
    )
    .join(' · ');
  return (
    <section className="usual-offer" aria-labelledby="usual-offer-title">
      <div className="usual-offer__text">
        <h2 id="usual-offer-title" className="usual-offer__title">
          O de sempre?
        </h2>
        <p className="usual-offer__summary">{summary}</p>
      </div>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        Pedir o de sempre · {formatBRL(usual.data!.total_now)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReorderDialog source={source} title="Pedir o de sempre" onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
