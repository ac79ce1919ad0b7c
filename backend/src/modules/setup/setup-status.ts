import type { EntityManager } from 'typeorm';
import { Setting } from '../settings/setting.entity.js';
import { User } from '../users/user.entity.js';

/** Written by the one setup that wins; its primary key makes a second one fail (race-safe). */
export const OWNER_SETUP_KEY = 'owner_setup';

/**
 * The first start (DECISIONS 9.4) is offered while the database has no admin at all (and no
 * setup ran). ADMIN_EMAIL creates the admin at boot, so with it the setup never shows.
 */
export async function ownerSetupNeeded(manager: EntityManager): Promise<boolean> {
  const [admin, done] = await Promise.all([
    manager.existsBy(User, { role: 'admin' }),
    manager.existsBy(Setting, { key: OWNER_SETUP_KEY }),
  ]);
  return !admin && !done;
}

/**
 * Cached once false: admins are never all removed (the last one is protected), so a store that
 * was set up stays set up and the storefront's public info costs no extra query.
 */
export class SetupStatusCache {
  private settled = false;

  async needed(manager: EntityManager): Promise<boolean> {
    if (this.settled) return false;
    const needed = await ownerSetupNeeded(manager);
    if (!needed) this.settled = true;
    return needed;
  }
}
