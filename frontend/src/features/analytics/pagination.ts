// rows per page of the detailed list (SPEC section 9: 10): the server's preload hints use it too
export { ANALYSIS_PAGE_SIZE } from '@quentinha/shared/analytics/opening-requests';

export function pageLabel(page: number, pages: number): string {
  return `Página ${page} de ${pages}`;
}
