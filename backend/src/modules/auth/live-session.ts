import { type EntityManager, IsNull, MoreThan } from 'typeorm';
import { RefreshToken } from './refresh-token.entity.js';

/**
 * Whether the sign-in an access token names (`sid`) still has a live refresh token: logout and
 * ended sessions delete or revoke them, so the access token stops on its next request, not 15
 * minutes later. One indexed lookup per signed-in request, read fresh each time: a cache, even a
 * short one, would let a signed-out token through for its lifetime, on every instance. Access
 * tokens without `sid` (issued before sessions had ids) fall back to token_version alone.
 */
export async function sessionIsLive(manager: EntityManager, sid: unknown): Promise<boolean> {
  if (sid === undefined) return true;
  if (typeof sid !== 'string') return false;
  return manager.existsBy(RefreshToken, { session_id: sid, revoked_at: IsNull(), expires_at: MoreThan(new Date()) });
}
