import type { CartLine } from '@/stores/cart/cart-line';

/** Dishes in the cart that ran out, in cart order, each once. */
export function soldOutInCart(lines: readonly CartLine[], out: ReadonlySet<string>): string[] {
  return [...new Set(lines.flatMap((l) => l.chosen_dishes.filter((name) => out.has(name))))];
}

/** 'O prato Frango Grelhado esgotou…' / 'Os pratos A e B esgotaram…' */
export function soldOutSentence(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `O prato ${names[0]} esgotou. Remova-o do carrinho para continuar.`;
  const list = `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  return `Os pratos ${list} esgotaram. Remova-os do carrinho para continuar.`;
}
