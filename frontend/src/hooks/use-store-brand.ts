import { useEffect } from 'react';
import { usePublicSettings } from '@/api/catalog';
import { BRAND } from '@/config/constants';

/**
 * The shop's own name and tagline ('Dados da Loja', GET /api/settings/public), where the product's
 * fixed ones stood (issue 24): header, sidebar, login page. The product's show until they load.
 */
export function useStoreBrand(): { name: string; tagline: string } {
  const settings = usePublicSettings().data;
  return {
    name: settings?.business_name?.trim() || BRAND.name,
    tagline: settings?.tagline?.trim() || BRAND.tagline,
  };
}

/** A waiting-orders count the board puts before the name ('(2) ...') stays where it is. */
const COUNT_PREFIX = /^\(\d+\) /;

/** The browser tab says the shop's name. */
export function useStoreTitle() {
  const { name } = useStoreBrand();
  useEffect(() => {
    const count = COUNT_PREFIX.exec(document.title)?.[0] ?? '';
    document.title = `${count}${name}`;
  }, [name]);
}
