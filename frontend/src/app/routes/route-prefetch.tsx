import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

interface Props {
  load: () => Promise<{ prefetch: (client: QueryClient) => void }>;
}

/** Starts a page's first requests as soon as its route is shown (see BackOfficeRoute.prefetch). */
export function RoutePrefetch({ load }: Props) {
  const client = useQueryClient();
  // the small prefetch chunk is asked for while rendering, before the page's own (larger) code
  // that renders next to it, so its requests are not queued behind the page's chunks
  const [loading] = useState(load);
  useEffect(() => {
    loading
      .then((page) => page.prefetch(client))
      // a prefetch that cannot load changes nothing: the page asks again itself
      .catch(() => undefined);
  }, [client, loading]);
  return null;
}
