import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './number-field';

describe('NumberField', () => {
  it('names its step handlers in Portuguese and keeps the field named by its label', () => {
    render(<NumberField aria-label="Porções" min={0} max={10} defaultValue={3} />);
    expect(screen.getByRole('spinbutton', { name: 'Porções' })).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Aumentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diminuir' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Value$/ })).toBeNull();
  });

  it('draws its step arrows silent: no English icon name (issue 32)', () => {
    render(<NumberField aria-label="Porções" min={0} max={10} defaultValue={3} />);
    expect(document.querySelectorAll('.anticon-up, .anticon-down')).toHaveLength(2);
    expect(document.querySelector('[aria-label="up"], [aria-label="down"]')).toBeNull();
  });
});
