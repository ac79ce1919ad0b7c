import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SalesTooltip } from './sales-chart';

describe('SalesTooltip', () => {
  it("reads 'Vendas' with the day as dd/MM and the amount in reais", () => {
    const point = { data: { x: '2026-03-03', y: 834.56, xFormatted: '2026-03-03', yFormatted: '834.56' } };
    render(<SalesTooltip point={point as Parameters<typeof SalesTooltip>[0]['point']} />);
    expect(screen.getByRole('tooltip')).toHaveTextContent('03/03Vendas: R$ 834,56');
  });
});
