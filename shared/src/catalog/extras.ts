/**
 * Paid extras of a quentinha (DECISIONS 10.10): 'Ovo frito +R$ 3,00'. A box's unit price is its
 * size's price plus the prices of the extras chosen for it, each at most once; the server computes
 * it and the cart shows the same sum.
 */
export const EXTRAS_MAX = 20;
export const EXTRA_NAME_MAX_LENGTH = 60;

export const EXTRA_MESSAGES = {
  unknown: (product: string) => `Adicional não encontrado em "${product}": escolha um dos adicionais do produto.`,
  repeated: (extra: string, product: string) => `O adicional "${extra}" foi escolhido mais de uma vez para "${product}".`,
  nameRepeated: (name: string) => `Já existe um adicional "${name}" neste produto: use outro nome.`,
  idNotOfProduct: 'Um dos adicionais enviados com id não pertence a este produto: envie os novos sem id.',
  onlyQuentinha: 'Composição e adicionais valem só para quentinhas.',
} as const;

/** '1,2,3' as a key: the same extras in any order are the same cart line. */
export function extrasKey(ids: readonly string[] | null | undefined): string {
  return [...(ids ?? [])].sort().join(',');
}

/**
 * The product's extras named by `ids`, in the product's order, or the problem: an id the product
 * does not offer, or one chosen twice.
 */
export function pickExtras<E extends { id: string; name: string }>(
  offered: readonly E[] | null | undefined,
  ids: readonly string[] | null | undefined,
  product: string,
): { extras: E[] } | { error: string } {
  const wanted = ids ?? [];
  const seen = new Set<string>();
  for (const id of wanted) {
    const extra = offered?.find((e) => e.id === id);
    if (!extra) return { error: EXTRA_MESSAGES.unknown(product) };
    if (seen.has(id)) return { error: EXTRA_MESSAGES.repeated(extra.name, product) };
    seen.add(id);
  }
  return { extras: (offered ?? []).filter((e) => seen.has(e.id)) };
}

/** Size price plus extras (any unit, as long as both are in it: centavos on the server). */
export function unitPriceWithExtras(sizePrice: number, extras: readonly { price: number }[]): number {
  return extras.reduce((sum, e) => sum + e.price, sizePrice);
}

/** '+ Ovo frito, Bacon': how a box's extras show under its dishes (cart, cards, tickets, labels, WhatsApp); '' when none. */
export function extrasLine(extras: readonly { name: string }[] | null | undefined): string {
  return extras?.length ? `+ ${extras.map((e) => e.name).join(', ')}` : '';
}
