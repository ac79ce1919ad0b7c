import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductDto } from '@quentinha/shared/api/types';
import { answering, crudPageSetup, writes } from '@/testing/crud-page';
import { expectNoSave, openDialog, save } from '@/testing/dialog-steps';
import { drink, product, storedRow } from '@/testing/fixtures';
import ProductsPage from './products-page';

// DECISIONS 10.10 in the product form: a size's composition, paid extras, a drink's stock
const quentinha = product({
  ...storedRow(1),
  name: 'Quentinha da Casa',
  sizes: [{ name: 'pequeno', price: 18, cost: 7 }],
  max_items_per_quentinha: 4,
  extras: [],
});
const coca = drink({ ...storedRow(2), stock: 12, sold_out: false });

const setup = crudPageSetup<ProductDto>(<ProductsPage />, '/products', (products) => ({ products }));

async function typeInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('product form rules', () => {
  it("saves 'P: 1 Proteína + 2 Acompanhamentos' and an extra with its price and cost", async () => {
    const { api } = setup(() => [quentinha], answering({ product: quentinha }));
    const dialog = await openDialog('Editar Quentinha da Casa', 'Editar Produto');
    expect(within(dialog).getByText(/Sem regra: o cliente escolhe quaisquer pratos/)).toBeInTheDocument();
    const addRule = within(dialog).getByRole('button', { name: /Adicionar regra \(Pequena\)/ });
    await userEvent.click(addRule); // Proteína, 1 to 1
    await userEvent.click(addRule); // the next free type: Acompanhamento
    await typeInto(within(dialog).getByLabelText('Mínimo de Acompanhamento (Pequena)'), '2');
    await typeInto(within(dialog).getByLabelText('Máximo de Acompanhamento (Pequena)'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: /Adicionar adicional/ }));
    await userEvent.type(within(dialog).getByLabelText('Adicional'), 'Ovo frito');
    await userEvent.type(within(dialog).getByLabelText('Preço do adicional Ovo frito'), '3,00');
    await userEvent.type(within(dialog).getByLabelText('Custo do adicional Ovo frito'), '1,20');
    await save(dialog);

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.body).toMatchObject({
      sizes: [
        {
          name: 'pequeno',
          price: 18,
          composition: [
            { type: 'Proteína', min: 1, max: 1 },
            { type: 'Acompanhamento', min: 2, max: 2 },
          ],
        },
      ],
      extras: [{ name: 'Ovo frito', price: 3, cost: 1.2 }],
      stock: null,
    });
  });

  it("refuses a composition whose minimums do not fit 'Itens por Quentinha', with the shared message", async () => {
    const { api } = setup(() => [quentinha], answering({ product: quentinha }));
    const dialog = await openDialog('Editar Quentinha da Casa', 'Editar Produto');
    await userEvent.click(within(dialog).getByRole('button', { name: /Adicionar regra \(Pequena\)/ }));
    await typeInto(within(dialog).getByLabelText('Máximo de Proteína (Pequena)'), '5');
    await typeInto(within(dialog).getByLabelText('Mínimo de Proteína (Pequena)'), '5');
    await expectNoSave(
      api,
      dialog,
      'A composição pede pelo menos 5 pratos, mas a quentinha leva no máximo 4 (itens por quentinha).',
    );
  });

  it("edits a drink's stock; empty means not counted", async () => {
    const { api } = setup(() => [coca], answering({ product: coca }));
    const dialog = await openDialog('Editar Coca-Cola Lata');
    expect(within(dialog).queryByRole('button', { name: /Adicionar regra/ })).toBeNull();
    expect(within(dialog).queryByText('Adicionais')).toBeNull();
    const stock = within(dialog).getByLabelText('Estoque');
    expect(stock).toHaveValue('12');
    await userEvent.clear(stock);
    await save(dialog);
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0]!.body).toMatchObject({ stock: null, extras: [] });
    expect(screen.queryByText(/Estoque deve/)).toBeNull();
  });
});
