import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '@quentinha/shared/api/types';
import { answering, crudPageSetup, expectOnlyWrite, listUntilDelete, refusal, writes } from '@/testing/crud-page';
import { confirmWith, expectNoSave, openDialog, save } from '@/testing/dialog-steps';
import { product, storedRow } from '@/testing/fixtures';
import ProductsPage from './products-page';

let seq = 0;
/** A quentinha by default, each with its own UUID and name. */
function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  seq += 1;
  return product({
    ...storedRow(seq),
    name: `Produto ${seq}`,
    description: '',
    sizes: [{ name: 'medio', price: 19.9, cost: 8.5 }],
    max_items_per_quentinha: 5,
    ...overrides,
  });
}

const tradicional = makeProduct({
  name: 'Quentinha Tradicional',
  description: 'Arroz, feijão e proteína',
  sizes: [
    { name: 'pequeno', price: 16.9, cost: 7.2 },
    { name: 'grande', price: 24.9, cost: 10.4 },
  ],
  max_items_per_quentinha: 4,
  preparationTime: 15,
});
const refri = makeProduct({
  name: 'Refrigerante Lata',
  category: 'bebida',
  sizes: [{ name: 'medio', price: 6, cost: 2.8 }],
});
const pudim = makeProduct({ name: 'Pudim de Leite', category: 'sobremesa', active: false, isAvailable: false });

/** GET /products answers `list()`; writes go to `onWrite`; multipart bodies are kept aside. */
const render = crudPageSetup<ProductDto>(<ProductsPage />, '/products', (products) => ({ products }));
function setup(...args: Parameters<typeof render>) {
  const { api } = render(...args);
  const inner = globalThis.fetch;
  const uploads: { url: string; form: FormData }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    if (init.body instanceof FormData) uploads.push({ url, form: init.body });
    return inner(url, init);
  });
  return { api, uploads };
}

const pick = <K extends keyof ProductDto>(p: ProductDto, ...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, p[k]])) as Pick<ProductDto, K>;
const table = (title: string) => screen.getByRole('region', { name: title });

describe('ProductsPage', () => {
  it('shows quentinhas, drinks and desserts in their own tables with prices in reais', async () => {
    setup(() => [tradicional, refri, pudim]);
    expect(await screen.findByText('Quentinha Tradicional')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gerenciar Produtos' })).toBeInTheDocument();

    const quentinhas = within(table('Tipos de Quentinha'));
    for (const header of ['Produto', 'Preço', 'Custo', 'Itens por Quentinha', 'Status', 'Ações'])
      expect(quentinhas.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(quentinhas.getByText('R$ 16,90')).toBeInTheDocument();
    expect(quentinhas.getByText('R$ 24,90')).toBeInTheDocument();
    expect(quentinhas.getByText('R$ 10,40')).toBeInTheDocument();
    expect(quentinhas.getByText('Máx: 4 itens')).toBeInTheDocument();
    expect(quentinhas.getByText('Ativo')).toBeInTheDocument();

    const drinks = within(table('Bebidas'));
    expect(drinks.getByText('Refrigerante Lata')).toBeInTheDocument();
    expect(drinks.getByText('R$ 6,00')).toBeInTheDocument();
    expect(drinks.getByText('R$ 2,80')).toBeInTheDocument();
    expect(drinks.queryByRole('columnheader', { name: 'Itens por Quentinha' })).toBeNull();

    const desserts = within(table('Sobremesas'));
    expect(desserts.getByText('Pudim de Leite')).toBeInTheDocument();
    expect(desserts.getByText('Inativo')).toBeInTheDocument();
  });

  it('shows the shared validation messages and sends nothing', async () => {
    const { api } = setup(() => []);
    const dialog = await openDialog(/Adicionar Produto/, 'Adicionar Produto');
    await userEvent.clear(within(dialog).getByLabelText('Itens por Quentinha'));
    await expectNoSave(
      api,
      dialog,
      'Por favor, informe o nome do produto.',
      'Por favor, informe o preço.',
      'Itens por quentinha deve ser um número inteiro entre 1 e 20.',
    );
  });

  it('creates a quentinha with the size taken from its name, then sends the image as multipart', async () => {
    const created = makeProduct({ name: 'Quentinha Grande da Casa' });
    const { api, uploads } = setup(
      () => [],
      (method, url) => [method === 'POST' && url.endsWith('/upload-image') ? 200 : 201, { product: created }],
    );
    const dialog = await openDialog(/Adicionar Produto/);
    await userEvent.type(within(dialog).getByLabelText('Nome do Produto'), 'Quentinha Grande da Casa');
    await userEvent.type(within(dialog).getByLabelText('Preço Grande'), '24,90');
    await userEvent.type(within(dialog).getByLabelText('Custo Grande'), '10');
    const file = new File(['png'], 'foto.png', { type: 'image/png' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    // the chosen file is listed by its name; its icon is not read out in English ('picture')
    expect(within(dialog).getByText('foto.png')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'picture' })).toBeNull();
    await save(dialog);

    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(writes(api)[0]).toMatchObject({
      method: 'POST',
      url: expect.stringMatching(/\/products$/),
      body: {
        name: 'Quentinha Grande da Casa',
        description: '',
        category: 'quentinha',
        sizes: [{ name: 'grande', price: 24.9, cost: 10 }],
        isAvailable: true,
        preparationTime: 0,
        max_items_per_quentinha: 5,
      },
    });
    expect(uploads[0]!.url).toMatch(new RegExp(`/products/${created.id}/upload-image$`));
    expect((uploads[0]!.form.get('image') as File).name).toBe('foto.png');
    expect(uploads[0]!.form.get('alt')).toBe('Imagem de Quentinha Grande da Casa');
    expect(await screen.findByText('Produto salvo com sucesso')).toBeInTheDocument();
  });

  it('edits the sizes of a quentinha and keeps the fields the form does not show', async () => {
    const { api } = setup(() => [tradicional], answering({ product: tradicional }));
    const dialog = await openDialog('Editar Quentinha Tradicional', 'Editar Produto');
    expect(within(dialog).getByLabelText('Preço Pequena')).toHaveValue('16,90');
    await userEvent.click(within(dialog).getByRole('button', { name: /Adicionar tamanho/ }));
    // the first free size comes next: médio
    await userEvent.type(within(dialog).getByLabelText('Preço Média'), '19,90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover tamanho Grande' }));
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]).toMatchObject({
      method: 'PUT',
      url: expect.stringMatching(new RegExp(`/products/${tradicional.id}$`)),
      body: {
        ...pick(tradicional, 'name', 'description', 'category', 'max_items_per_quentinha', 'preparationTime'),
        sizes: [tradicional.sizes[0], { name: 'medio', price: 19.9, cost: 0 }],
        isAvailable: true,
      },
    });
  });

  it('edits a drink without the item limit, the category choice or the sizes', async () => {
    const { api } = setup(() => [refri], answering({ product: refri }));
    const dialog = await openDialog('Editar Refrigerante Lata');
    expect(within(dialog).queryByLabelText('Itens por Quentinha')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Adicionar tamanho/ })).toBeNull();
    expect(within(dialog).getByText('Categoria').closest('.ant-form-item')).toHaveClass('ant-form-item-hidden');
    const price = within(dialog).getByLabelText('Preço');
    await userEvent.clear(price);
    await userEvent.type(price, '6,50');
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.body).toMatchObject({
      category: 'bebida',
      sizes: [{ name: 'medio', price: 6.5, cost: 2.8 }],
    });
  });

  it('turns a product off with PUT {isAvailable: false} and shows the refreshed status', async () => {
    let current = tradicional;
    const { api } = setup(
      () => [current],
      (_m, _u, body) => {
        current = { ...current, active: (body as { isAvailable: boolean }).isAvailable, isAvailable: false };
        return [200, { product: current }];
      },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Status de Quentinha Tradicional' }));

    expect(await within(table('Tipos de Quentinha')).findByText('Inativo')).toBeInTheDocument();
    expectOnlyWrite(api, 'PUT', `/products/${tradicional.id}`, { isAvailable: false });
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('puts the switch back and says so when the status change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(() => [tradicional], refusal(403, 'Forbidden', 'Sem permissão.'));
    const toggle = await screen.findByRole('switch', { name: 'Status de Quentinha Tradicional' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Erro ao atualizar status do produto')).toBeInTheDocument();
    expect(screen.getByText('Sem permissão.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(table('Tipos de Quentinha')).getByText('Ativo')).toBeInTheDocument();
  });

  it('asks for confirmation before deleting, then sends DELETE', async () => {
    const { api } = setup(...listUntilDelete([tradicional, refri], [tradicional]));
    await confirmWith(api, await openDialog('Excluir Refrigerante Lata', 'Confirmar Exclusão'), 'Excluir');

    await waitFor(() => expect(within(table('Bebidas')).queryByText('Refrigerante Lata')).toBeNull());
    expect(await screen.findByText('Produto excluído')).toBeInTheDocument();
    expectOnlyWrite(api, 'DELETE', `/products/${refri.id}`);
  });

  it("says 'Erro ao salvar produto: ' with the server's message when saving fails", async () => {
    setup(
      () => [tradicional],
      () => [
        400,
        { statusCode: 400, error: 'Bad Request', message: 'Cada tamanho pode aparecer só uma vez no produto.' },
      ],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Quentinha Tradicional' }));
    await save(await screen.findByRole('dialog'));
    expect(
      await screen.findByText('Erro ao salvar produto: Cada tamanho pode aparecer só uma vez no produto.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Produto salvo com sucesso')).toBeNull();
  });

  it('says the product was saved but the image was not when only the upload fails', async () => {
    setup(
      () => [refri],
      (_method, url) =>
        url.endsWith('/upload-image')
          ? [413, { statusCode: 413, error: 'Payload Too Large', message: 'A imagem deve ter no máximo 5 MB.' }]
          : [200, { product: refri }],
    );
    const dialog = await openDialog('Editar Refrigerante Lata');
    fireEvent.change(dialog.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'grande.jpg', { type: 'image/jpeg' })] },
    });
    await save(dialog);
    expect(
      await screen.findByText('Produto salvo, mas houve erro ao enviar a imagem: A imagem deve ter no máximo 5 MB.'),
    ).toBeInTheDocument();
  });
});
