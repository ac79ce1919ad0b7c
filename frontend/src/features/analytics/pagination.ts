/** Rows per page of the detailed list (SPEC section 9: 10); each page is one GET /api/orders. */
export const ANALYSIS_PAGE_SIZE = 10;

export function pageLabel(page: number, pages: number): string {
  return `Página ${page} de ${pages}`;
}
