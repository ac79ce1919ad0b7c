import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProductDto } from '@quentinha/shared/api/types';
import { PRODUCT_MESSAGES, type ProductPayload } from '@quentinha/shared/validation/product';
import { api, errorMessage } from '@/api/client';
import { queryKeys } from '@/api/query-keys';

const LIST_KEY = queryKeys.admin.products;
const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** Every product, inactive ones too (admin and staff); products come as {products} (SPEC section 7). */
export async function fetchAdminProducts(): Promise<ProductDto[]> {
  const res = await api.get<{ products?: ProductDto[] } | ProductDto[]>('/products?all=true');
  return Array.isArray(res) ? res : (res?.products ?? []);
}

export function useAdminProducts() {
  return useQuery({ queryKey: LIST_KEY, queryFn: fetchAdminProducts });
}

/** The back-office list and the storefront menu show the same rows. */
function refreshProducts(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: LIST_KEY }),
    qc.invalidateQueries({ queryKey: queryKeys.products.active }),
  ]);
}

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
  const res = await api.post<{ product: ProductDto }>(`${productPath(product.id)}/upload-image`, form);
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
        ? await api.put<{ product: ProductDto }>(productPath(id), payload)
        : await api.post<{ product: ProductDto }>('/products', payload);
      if (!image) return { product, imageError: null };
      try {
        return { product: await uploadProductImage(product, image), imageError: null };
      } catch (error) {
        return { product, imageError: errorMessage(error, PRODUCT_MESSAGES.unknownError) };
      }
    },
    onSettled: () => refreshProducts(qc),
  });
}

/** The row switch: PUT {isAvailable} at once, the list shows it before the answer, then refetches. */
export function useToggleProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.put<{ product: ProductDto }>(productPath(id), { isAvailable: active }),
    onMutate: async ({ id, active }) => {
      await qc.cancelQueries({ queryKey: LIST_KEY });
      const previous = qc.getQueryData<ProductDto[]>(LIST_KEY);
      qc.setQueryData<ProductDto[]>(LIST_KEY, (list) =>
        list?.map((p) => (p.id === id ? { ...p, active, isAvailable: active } : p)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) qc.setQueryData(LIST_KEY, context.previous);
    },
    onSettled: () => refreshProducts(qc),
  });
}

export function useDeleteProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(productPath(id)),
    onSettled: () => refreshProducts(qc),
  });
}
