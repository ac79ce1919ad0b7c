import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BannerDto } from '@quentinha/shared/api/types';
import { api } from '@/api/client';
import { queryKeys } from '@/api/query-keys';
import { shrinkForUpload } from '@/components/upload/shrink-image';

/** The current banner; a failed load is only logged and reads as "no banner" (SPEC section 8). */
export async function fetchBanner(): Promise<BannerDto> {
  try {
    const res = await api.get<BannerDto>('/settings/banner');
    return { banner_url: res?.banner_url || null };
  } catch (error) {
    console.error('Erro ao carregar banner', error);
    return { banner_url: null };
  }
}

export function useBanner() {
  return useQuery({ queryKey: queryKeys.adminSettings.banner, queryFn: fetchBanner });
}

/** multipart, field `image`; the client leaves the content type (and boundary) to the browser */
export async function uploadBanner(file: File): Promise<BannerDto> {
  const body = new FormData();
  body.append('image', await shrinkForUpload(file));
  return api.post<BannerDto>('/settings/banner', body);
}

export function useUploadBanner() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: uploadBanner,
    meta: { errorTitle: 'Falha ao enviar o banner' },
    onSuccess: (banner) => {
      qc.setQueryData(queryKeys.adminSettings.banner, banner);
      // the storefront hero reads the banner from the public settings
      void qc.invalidateQueries({ queryKey: queryKeys.settings.public });
    },
  });
}
