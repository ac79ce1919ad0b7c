import type { ProductDto } from '@quentinha/shared/api/types';
import { PRODUCT_MESSAGES, type ProductPayload } from '@quentinha/shared/validation/product';
import { api, errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { adminResource, itemPathOf, type SaveInput } from '@/components/admin/admin-resource';
import { shrinkForUpload } from '@/components/upload/shrink-image';

/** Every product, inactive ones too (admin and staff); products come as {products} (SPEC section 7). */
export async function fetchAdminProducts(): Promise<ProductDto[]> {
  const res = await api.get<{ products?: ProductDto[] } | ProductDto[]>('/products?all=true');
  return Array.isArray(res) ? res : (res?.products ?? []);
}

/** What the product dialog saves: the product's fields and the picture chosen, if any. */
export interface ProductSave {
  fields: ProductPayload;
  image: File | null;
}

export interface SaveProductResult {
  product: ProductDto;
  /** the product was saved but its image was not: the reason to show, else null */
  imageError: string | null;
}

/** POST /products/{id}/upload-image as multipart: fields image and alt (SPEC section 7). */
export async function uploadProductImage(product: Pick<ProductDto, 'id' | 'name'>, image: File): Promise<ProductDto> {
  const form = new FormData();
  form.append('image', await shrinkForUpload(image));
  form.append('alt', `Imagem de ${product.name}`);
  const res = await api.post<{ product: ProductDto }>(`${itemPathOf('/products', product.id)}/upload-image`, form);
  return res.product;
}

/**
 * Create (POST) or update (PUT), then send the chosen image. A failed save rejects; a failed
 * image after a good save resolves with `imageError`, since the product itself is stored.
 */
export async function saveProduct({
  id,
  payload: { fields, image },
}: SaveInput<ProductSave>): Promise<SaveProductResult> {
  const { product } = id
    ? await api.put<{ product: ProductDto }>(itemPathOf('/products', id), fields)
    : await api.post<{ product: ProductDto }>('/products', fields);
  if (!image) return { product, imageError: null };
  try {
    return { product: await uploadProductImage(product, image), imageError: null };
  } catch (error) {
    return { product, imageError: errorMessage(error, PRODUCT_MESSAGES.unknownError) };
  }
}

/** The back-office list and the storefront menu show the same rows. */
export const products = adminResource<ProductDto, ProductSave, SaveProductResult>({
  path: '/products',
  listKey: queryKeys.admin.products,
  fetchList: fetchAdminProducts,
  save: saveProduct,
  alsoRefresh: [queryKeys.products.active],
  // the row switch sends {isAvailable}
  toggle: { field: 'isAvailable', shown: (p, active) => ({ ...p, active, isAvailable: active }) },
  texts: {
    title: 'Gerenciar Produtos',
    addLabel: 'Adicionar Produto',
    loadError: 'Erro ao carregar produtos',
    saved: 'Produto salvo com sucesso',
    // one line, the server's reason after the colon
    saveFailed: (error) => ({ title: PRODUCT_MESSAGES.saveFailed + errorMessage(error) }),
    removed: 'Produto excluído',
    removeFailed: 'Erro ao excluir produto',
    toggleFailed: 'Erro ao atualizar status do produto',
  },
});
