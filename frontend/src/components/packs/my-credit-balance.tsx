import { useQueries } from '@tanstack/react-query';
import { fetchTrackedPurchase, packKeys, useMyCredits, type PackPurchaseDto } from '@/api/packs';
import { CreditBalance } from './credit-balance';
import { useDevicePacks } from './device-packs';
import { packTrackingPath } from './pack-rules';

/**
 * 'Meu saldo' for whoever is here: a customer account reads its number's credits
 * (GET /api/me/credits); a guest, the packs bought on this device (their tracking tokens).
 */
export default function MyCreditBalance({ account }: { account: boolean }) {
  const mine = useMyCredits(account);
  const tokens = useDevicePacks();
  const tracked = useQueries({
    queries: (account ? [] : tokens).map((token) => ({
      queryKey: packKeys.track(token),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchTrackedPurchase(token, signal),
      retry: false,
    })),
  });
  if (account) return <CreditBalance purchases={mine.data ?? []} />;
  const purchases: (PackPurchaseDto & { token: string })[] = tracked.flatMap((q, i) =>
    q.data ? [{ ...q.data, token: tokens[i]! }] : [],
  );
  return (
    <CreditBalance
      purchases={purchases}
      linkOf={(p) => packTrackingPath((p as PackPurchaseDto & { token: string }).token)}
    />
  );
}
