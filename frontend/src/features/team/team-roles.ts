import type { Role, TeamMemberDto } from '@quentinha/shared/api/types';
import { ROLE_LABELS } from '@quentinha/shared/auth/roles';

/** Order of the roles on the screen: who runs the shop first, customers last. */
export const ROLE_ORDER: Role[] = ['admin', 'staff', 'kitchen', 'delivery', 'customer'];

export const ROLE_COLORS: Record<Role, string> = {
  admin: 'gold',
  staff: 'blue',
  kitchen: 'purple',
  delivery: 'orange',
  customer: 'default',
};

export const ROLE_OPTIONS = ROLE_ORDER.map((value) => ({ value, label: ROLE_LABELS[value] }));

export type TeamFilter = 'team' | Role;

export const FILTER_OPTIONS: { value: TeamFilter; label: string }[] = [
  { value: 'team', label: 'Equipe' },
  { value: 'admin', label: 'Administradores' },
  { value: 'staff', label: 'Funcionários' },
  { value: 'kitchen', label: 'Cozinha' },
  { value: 'delivery', label: 'Entregadores' },
  { value: 'customer', label: 'Clientes' },
];

/** The rows of a filter: by role, then active first, then by name. */
export function membersFor(members: TeamMemberDto[], filter: TeamFilter): TeamMemberDto[] {
  const shown = members.filter((m) => (filter === 'team' ? m.role !== 'customer' : m.role === filter));
  return shown.sort(
    (a, b) =>
      ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
      Number(b.active) - Number(a.active) ||
      a.name.localeCompare(b.name, 'pt-BR'),
  );
}

/** Couriers, the counter and the kitchen screens matter live: 'Conectado agora'. */
export const showsPresence = (role: Role) => role === 'staff' || role === 'kitchen' || role === 'delivery';
