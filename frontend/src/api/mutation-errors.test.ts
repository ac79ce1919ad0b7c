import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorToastFor } from './mutation-errors';

const refused = new ApiError(409, 'Já existe um bairro com este nome.');

describe('errorToastFor', () => {
  it("puts the server's sentence under the mutation's title", () => {
    expect(errorToastFor(refused, { errorTitle: 'Erro ao salvar bairro' })).toEqual({
      title: 'Erro ao salvar bairro',
      description: 'Já existe um bairro com este nome.',
    });
  });

  it('lets a mutation word its own toast', () => {
    expect(errorToastFor(refused, { errorToast: (e) => ({ title: `Falhou: ${(e as Error).message}` }) })).toEqual({
      title: 'Falhou: Já existe um bairro com este nome.',
    });
  });

  it("says the server's sentence when the mutation declares nothing", () => {
    expect(errorToastFor(refused, undefined)).toEqual({ title: 'Já existe um bairro com este nome.' });
  });
});
