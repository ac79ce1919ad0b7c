import { Entity, PrimaryColumn } from 'typeorm';
import { TimestampColumn } from '../../common/database/columns.js';

/**
 * An address (as a keyed hash, never the IP itself) that signed into an account, and when it last
 * did (DECISIONS 10.8): an account under a spread-out guessing attack stays open from here. In the
 * database rather than Redis: it must outlive a restart and hold on every instance, with or without
 * Redis, and it is written once per successful sign-in only.
 */
@Entity('sign_in_addresses')
export class SignInAddress {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  user_id: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  address_hash: string;

  @TimestampColumn()
  last_success_at: Date;
}
