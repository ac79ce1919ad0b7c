import { describe, expect, it } from 'vitest';
import type { TeamMemberDto } from '@quentinha/shared/api/types';
import { membersFor, showsPresence } from './team-roles';

const member = (name: string, role: TeamMemberDto['role'], active = true) => ({ id: name, name, role, active }) as TeamMemberDto;

describe("'Equipe' rows", () => {
  it('lists the team by role (customers apart), active first, then by name', () => {
    const all = [member('Zé', 'delivery'), member('Ana', 'customer'), member('Bia', 'delivery', false), member('Dona', 'admin'), member('Caio', 'delivery')];
    expect(membersFor(all, 'team').map((m) => m.name)).toEqual(['Dona', 'Caio', 'Zé', 'Bia']);
    expect(membersFor(all, 'customer').map((m) => m.name)).toEqual(['Ana']);
  });

  it('shows presence for couriers, counter and kitchen only', () => {
    expect(['admin', 'staff', 'kitchen', 'delivery', 'customer'].map((r) => showsPresence(r as TeamMemberDto['role']))).toEqual([false, true, true, true, false]);
  });
});
