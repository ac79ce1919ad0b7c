import { describe, expect, it } from 'vitest';
import { cardImageUrl, imageSources } from './images.js';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('image sources', () => {
  it('offers the card and the full width of a stored WebP', () => {
    expect(cardImageUrl(`/uploads/${ID}.webp`)).toBe(`/uploads/${ID}-card.webp`);
    expect(imageSources(`/uploads/${ID}.webp`, (p) => `http://api${p}`)).toEqual({
      src: `http://api/uploads/${ID}-card.webp`,
      srcSet: `http://api/uploads/${ID}-card.webp 480w, http://api/uploads/${ID}.webp 1200w`,
    });
  });

  it('shows anything else as it is (older uploads, outside links)', () => {
    expect(imageSources(`/uploads/${ID}.png`)).toEqual({ src: `/uploads/${ID}.png` });
    expect(imageSources('https://example.com/a.webp')).toEqual({ src: 'https://example.com/a.webp' });
    expect(cardImageUrl(`/uploads/${ID}-card.webp`)).toBeNull();
  });
});
