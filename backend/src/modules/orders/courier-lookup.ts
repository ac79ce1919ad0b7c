import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isUuid } from '../../common/http/query-params.js';
import { User } from '../users/user.entity.js';
import type { CourierRef } from './order-status.rules.js';

/** The courier a dispatch names: an active user with the delivery role (DECISIONS 9.1). */
@Injectable()
export class CourierLookup {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findActive(id: string): Promise<CourierRef | null> {
    if (!isUuid(id)) return null;
    const user = await this.users.findOneBy({ id, role: 'delivery', active: true });
    return user ? { id: user.id, name: user.name, email: user.email } : null;
  }
}
