/**
 * Uploaded images are stored as WebP in two widths (backend ImageUploadService): the full one at
 * the URL the API returns, `/uploads/<id>.webp`, and a card-sized one beside it,
 * `/uploads/<id>-card.webp`. Older uploads (any other name) have only their one file.
 */
export const IMAGE_WIDTHS = { card: 480, full: 1200 } as const;

const STORED_WEBP = /^(\/uploads\/[0-9a-f-]{36})\.webp$/;

/** The card-sized file of a stored image's URL. */
export function cardImageUrl(url: string): string | null {
  const match = STORED_WEBP.exec(url);
  return match ? `${match[1]}-card.webp` : null;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * What an <img> shows for an image URL: the card size by default and both widths in `srcSet`, so
 * a phone downloads ~480 px and a wide or dense screen the full image; anything else as it is.
 * `prefix` turns the stored path into a fetchable one (the API origin in development).
 */
export function imageSources(url: string, prefix: (path: string) => string = (p) => p): ImageSources {
  const card = cardImageUrl(url);
  if (!card) return { src: prefix(url) };
  return {
    src: prefix(card),
    srcSet: `${prefix(card)} ${IMAGE_WIDTHS.card}w, ${prefix(url)} ${IMAGE_WIDTHS.full}w`,
  };
}
