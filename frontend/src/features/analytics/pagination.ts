/** SPEC section 9: the analysis list shows 10 orders per page. */
export const ANALYSIS_PAGE_SIZE = 10;

export interface PageSlice<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist */
  page: number;
  /** at least 1, so an empty list still reads 'Página 1 de 1' */
  pages: number;
}

export function paginate<T>(list: readonly T[], page: number, size = ANALYSIS_PAGE_SIZE): PageSlice<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}

export function pageLabel(page: number, pages: number): string {
  return `Página ${page} de ${pages}`;
}
