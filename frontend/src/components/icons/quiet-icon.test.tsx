import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import { screen, waitFor } from '@testing-library/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';

// antd names its icons in English (`role="img" aria-label="delete"`); a screen reader read
// 'delete Excluir' or just 'logout'. The app's icons arrive wrapped (quiet-icons-plugin.ts).
describe('icons and screen readers', () => {
  it('leaves an icon beside a control’s own words out of its name', () => {
    renderWithProviders(
      <>
        <Button icon={<DeleteOutlined />}>Excluir</Button>
        <a href="/sair">
          <LogoutOutlined /> Sair
        </a>
      </>,
    );
    expect(screen.getByRole('button').textContent).toBe('Excluir');
    expect(screen.getByRole('button', { name: 'Excluir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sair' })).toBeTruthy();
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(document.querySelector('[aria-label="delete"], [aria-label="logout"]')).toBeNull();
    expect(document.querySelector('.anticon-delete')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps a Portuguese name given to an icon', () => {
    renderWithProviders(<Button type="text" icon={<EditOutlined aria-label="Editar prato" />} />);
    expect(screen.getByRole('button', { name: 'Editar prato' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Editar prato' })).toBeTruthy();
  });

  it('names the close buttons of dialogs and drawers in Portuguese (the pt-BR locale)', async () => {
    renderWithProviders(
      <>
        <Modal open title="Novo prato" />
        <Drawer open title="Seu Pedido" />
      </>,
    );
    const closers = await screen.findAllByRole('button', { name: 'Fechar' });
    expect(closers).toHaveLength(2);
    // and their icon, inside, says nothing in English either
    await waitFor(() => expect(document.querySelectorAll('.anticon-close')).toHaveLength(2));
    expect(document.querySelector('[aria-label="Close"], [aria-label="close"]')).toBeNull();
  });

  it('announces an alert by its words alone, not its icon’s English name', async () => {
    renderWithProviders(
      <>
        <Alert type="info" showIcon title="Loja fechada agora" />
        <Alert type="warning" showIcon title="Estoque baixo" />
      </>,
    );
    await waitFor(() => expect(document.querySelectorAll('.anticon-info-circle, .anticon-exclamation-circle')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Loja fechada agora', 'Estoque baixo']);
    expect(document.querySelector('[aria-label="info-circle"], [aria-label="exclamation-circle"]')).toBeNull();
  });
});
