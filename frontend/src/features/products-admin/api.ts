import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@quentinha/shared/api/types';
import { PRODUCT_MESSAGES, type ProductPayload } from '@quentinha/shared/validation/product';
import { api, errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { adminResource } from '@/components/admin/admin-resource';

/** Every product, inactive ones too (admin and staff); products come as {products} (SPEC section 7). */
export async function fetchAdminProducts(): Promise<ProductDto[]> {
  const res = await api.get<{ products?: ProductDto[] } | ProductDto[]>('/products?all=true');
  return Array.isArray(res) ? res : (res?.products ?? []);
}

/** The back-office list and the storefront menu show the same rows. */
export const products = adminResource<ProductDto>({
  path: '/products',
  listKey: queryKeys.admin.products,
  fetchList: fetchAdminProducts,
  alsoRefresh: [queryKeys.products.active],
});

/** The row switch sends {isAvailable}. */
export const PRODUCT_TOGGLE = {
  field: 'isAvailable',
  shown: (p: ProductDto, active: boolean): ProductDto => ({ ...p, active, isAvailable: active }),
};

export interface SaveProductInput {
  id?: string;
  payload: ProductPayload;
  image?: File | null;
}

export interface SaveProductResult {
  product: ProductDto;
  /** the product was saved but its image was not: the reason to show, else null */
  imageError: string | null;
}

/** POST /products/{id}/upload-image as multipart: fields image and alt (SPEC section 7). */
export async function uploadProductImage(product: Pick<ProductDto, 'id' | 'name'>, image: File): Promise<ProductDto> {
  const form = new FormData();
  form.append('image', image);
  form.append('alt', `Imagem de ${product.name}`);
  const res = await api.post<{ product: ProductDto }>(`${products.itemPath(product.id)}/upload-image`, form);
  return res.product;
}

/**
 * Create (POST) or update (PUT), then send the chosen image. A failed save rejects; a failed
 * image after a good save resolves with `imageError`, since the product itself is stored.
 */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload, image }: SaveProductInput): Promise<SaveProductResult> => {
      const { product } = id
        ? await api.put<{ product: ProductDto }>(products.itemPath(id), payload)
        : await api.post<{ product: ProductDto }>('/products', payload);
      if (!image) return { product, imageError: null };
      try {
        return { product: await uploadProductImage(product, image), imageError: null };
      } catch (error) {
        return { product, imageError: errorMessage(error, PRODUCT_MESSAGES.unknownError) };
      }
    },
    onSettled: () => products.refresh(qc),
  });
}
