import { SCREENS } from '@quentinha/shared/auth/roles';

/** A company's page: '/empresas/<id>'. */
export function companyPath(id: string): string {
  return `${SCREENS.Companies}/${encodeURIComponent(id)}`;
}
