import type { ProductDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { fetchPackOffers, packKeys, savePackOffer, type PackOfferDto, type PackOfferRequest } from '@/api/packs';
import { adminResource } from '@/components/admin/admin-resource';

/** Every product; the quentinhas among them are what a pack is made of (admin list, inactive too). */
export async function fetchQuentinhas(): Promise<ProductDto[]> {
  const res = await api.get<{ products?: ProductDto[] } | ProductDto[]>('/products?all=true');
  const list = Array.isArray(res) ? res : (res?.products ?? []);
  return list.filter((p) => p.category === 'quentinha');
}

/** 'Pacotes' (admin): every offer, on or off; the storefront's list shows the same rows. */
export const packOffers = adminResource<PackOfferDto, PackOfferRequest>({
  path: '/packs',
  listKey: packKeys.adminOffers,
  fetchList: () => fetchPackOffers(),
  save: savePackOffer,
  alsoRefresh: [packKeys.offers],
  // PUT /api/packs/{id} takes any of the offer's fields: the switch sends {active}
  toggle: { field: 'active', shown: (o, active) => ({ ...o, active }) },
  texts: {
    title: 'Pacotes',
    addLabel: 'Novo Pacote',
    loadError: 'Erro ao carregar pacotes',
    saved: 'Pacote salvo com sucesso',
    saveFailed: 'Erro ao salvar pacote',
    removed: 'Pacote removido',
    removeFailed: 'Erro ao remover pacote',
    toggleFailed: 'Erro ao ativar ou desativar o pacote',
  },
});
