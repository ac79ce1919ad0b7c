import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drink } from '@/testing/fixtures';
import { ProductCard } from './product-card';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const card = (image_url: string | null) =>
  render(<ProductCard product={drink({ image_url })} onBuild={vi.fn()} onAdd={vi.fn()} />);

describe('ProductCard picture', () => {
  it('lets the browser pick the card or the full width of an upload, lazily', () => {
    card(`/uploads/${ID}.webp`);
    const img = screen.getByRole('img', { name: 'Coca-Cola Lata' });
    expect(img.getAttribute('src')).toMatch(new RegExp(`/uploads/${ID}-card\\.webp$`));
    expect(img.getAttribute('srcset')).toMatch(new RegExp(`-card\\.webp 480w, .*/uploads/${ID}\\.webp 1200w$`));
    expect(img.getAttribute('sizes')).toMatch(/^\(max-width: 639px\) 104px/);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows an older upload as it is, without widths to pick from', () => {
    card(`/uploads/${ID}.png`);
    const img = screen.getByRole('img', { name: 'Coca-Cola Lata' });
    expect(img.getAttribute('src')).toMatch(new RegExp(`/uploads/${ID}\\.png$`));
    expect(img).not.toHaveAttribute('srcset');
  });
});
