import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/api/query-keys';
import { makeTestClient, renderBoard, stubApi } from '@/components/order-board/testing/board-test-utils';
import { makeUser } from '@/components/order-board/testing/order-fixtures';
import SettingsPage from './settings-page';

const admin = makeUser();

/**
 * GET /settings/banner answers `banner()` (a throw is a network failure); POST answers
 * `onWrite`. stubApi only parses JSON bodies, so the multipart bodies are kept here.
 */
function stubBannerApi(
  banner: () => unknown,
  onWrite: () => [number, unknown] = () => [200, { banner_url: '/uploads/novo.png' }],
) {
  const api = stubApi(
    () => [],
    onWrite,
    (url) => (url.includes('/settings/banner') ? banner() : {}),
  );
  const forms: { body: FormData; headers: Record<string, string> }[] = [];
  const stubbed = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.body instanceof FormData)
      forms.push({ body: init.body, headers: { ...(init.headers as Record<string, string>) } });
    return stubbed(url, init);
  });
  return { ...api, forms };
}

const png = (name = 'banner.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const sendButton = () => screen.getByRole('button', { name: /Enviar Banner/ });

beforeEach(() => {
  // jsdom has no object URLs
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('SettingsPage', () => {
  it('shows the current banner', async () => {
    stubBannerApi(() => ({ banner_url: '/uploads/atual.png' }));
    renderBoard(<SettingsPage />, { user: admin });
    expect(screen.getByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(screen.getByText('Banner da Home')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Banner atual da Home' })).toHaveAttribute(
      'src',
      '/uploads/atual.png',
    );
    expect(screen.queryByText('Nenhum banner configurado ainda.')).toBeNull();
  });

  it("says 'Nenhum banner configurado ainda.' when there is none, and when loading fails (logged only)", async () => {
    stubBannerApi(() => ({ banner_url: null }));
    const { unmount } = renderBoard(<SettingsPage />, { user: admin });
    expect(await screen.findByText('Nenhum banner configurado ainda.')).toBeInTheDocument();
    unmount();

    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubBannerApi(() => {
      throw new TypeError('Failed to fetch');
    });
    renderBoard(<SettingsPage />, { user: admin });
    expect(await screen.findByText('Nenhum banner configurado ainda.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Erro ao carregar banner', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the button disabled until an image is chosen, then shows its preview', async () => {
    stubBannerApi(() => ({ banner_url: null }));
    renderBoard(<SettingsPage />, { user: admin });
    await screen.findByText('Nenhum banner configurado ainda.');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText('Selecione uma imagem para enviar')).toBeInTheDocument();
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByText('Pré-visualização:')).toBeNull();

    await userEvent.upload(fileInput(), png('promo.png'));
    expect(await screen.findByText('Pré-visualização:')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização do novo banner' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByText('promo.png')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('uploads the image as multipart field "image" and shows the new banner', async () => {
    let answer!: (value: [number, unknown]) => void;
    const api = stubBannerApi(() => ({ banner_url: null }));
    const client = makeTestClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    // hold the answer to see the busy state
    const pending = new Promise<[number, unknown]>((resolve) => (answer = resolve));
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST') {
        const [status, body] = await pending;
        await inner(url, init); // recorded like every other call
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }
      return inner(url, init);
    });
    renderBoard(<SettingsPage />, { user: admin, client });
    await screen.findByText('Nenhum banner configurado ainda.');
    const file = png();
    await userEvent.upload(fileInput(), file);
    await userEvent.click(sendButton());

    expect(await screen.findByText('Enviando...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviando/ })).toBeDisabled();
    answer([200, { banner_url: '/uploads/novo.png' }]);

    expect(await screen.findByText('Banner atualizado com sucesso')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Banner atual da Home' })).toHaveAttribute(
      'src',
      '/uploads/novo.png',
    );
    expect(screen.queryByText('Pré-visualização:')).toBeNull();
    expect(sendButton()).toBeDisabled();

    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.url).toMatch(/\/api\/settings\/banner$/);
    expect(api.forms).toHaveLength(1);
    expect(api.forms[0]!.body.get('image')).toBe(file);
    // the browser writes the multipart content type with its boundary
    expect(Object.keys(api.forms[0]!.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.settings.public });
  });

  it('says when the upload fails, with the server reason, and keeps the chosen image', async () => {
    stubBannerApi(
      () => ({ banner_url: null }),
      () => [
        415,
        { statusCode: 415, error: 'Unsupported Media Type', message: 'Envie uma imagem (JPG, PNG, WEBP ou GIF).' },
      ],
    );
    renderBoard(<SettingsPage />, { user: admin });
    await screen.findByText('Nenhum banner configurado ainda.');
    await userEvent.upload(fileInput(), png());
    await userEvent.click(sendButton());

    expect(await screen.findByText('Falha ao enviar o banner')).toBeInTheDocument();
    expect(screen.getByText('Envie uma imagem (JPG, PNG, WEBP ou GIF).')).toBeInTheDocument();
    expect(screen.getByText('Pré-visualização:')).toBeInTheDocument();
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });
});
