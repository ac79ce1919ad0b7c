import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, Repository } from 'typeorm';
import type { NeighborhoodDto } from '@quentinha/shared/api/types';
import { toCents } from '@quentinha/shared/money/money';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, findOrFail, notFound } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { isUuid } from '../../common/http/query-params.js';
import type { NeighborhoodListQueryDto } from './dto/neighborhood-list.query.js';
import { hasRole } from '../../common/auth/auth-user.js';
import type { CreateNeighborhoodDto, UpdateNeighborhoodDto } from './dto/neighborhood.dto.js';
import { Neighborhood } from './neighborhood.entity.js';
import { toNeighborhoodResponse } from './neighborhood.mapper.js';

const NAME_TAKEN = 'Já existe um bairro com este nome.';
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

@Injectable()
export class NeighborhoodsService {
  constructor(
    @InjectRepository(Neighborhood) private readonly neighborhoods: Repository<Neighborhood>,
    private readonly events: DomainEvents,
  ) {}

  /** Everyone but the admin sees active ones only; the admin sees all unless is_active= is given. */
  async list(user: AuthUser | null, query: NeighborhoodListQueryDto): Promise<NeighborhoodDto[]> {
    const where: FindOptionsWhere<Neighborhood> = {};
    const wanted = query.is_active ?? query.active;
    const active = hasRole(user, 'admin') ? wanted : true;
    if (active !== undefined) where.is_active = active;
    const rows = await this.neighborhoods.find({ where });
    rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
    return rows.map(toNeighborhoodResponse);
  }

  async get(id: string, user: AuthUser | null): Promise<NeighborhoodDto> {
    const neighborhood = await this.findOne(id);
    if (!neighborhood.is_active && !hasRole(user, 'admin')) throw notFound('Bairro');
    return toNeighborhoodResponse(neighborhood);
  }

  async create(dto: CreateNeighborhoodDto): Promise<NeighborhoodDto> {
    const neighborhood = this.neighborhoods.create({
      name: dto.name.trim(),
      delivery_fee_cents: toCents(dto.delivery_fee),
      is_active: dto.is_active ?? dto.active ?? true,
    });
    await this.checkNameFree(neighborhood);
    await this.neighborhoods.save(neighborhood);
    this.changed();
    return toNeighborhoodResponse(neighborhood);
  }

  async update(id: string, dto: UpdateNeighborhoodDto): Promise<NeighborhoodDto> {
    const neighborhood = await this.findOne(id);
    if (dto.name !== undefined) neighborhood.name = dto.name.trim();
    if (dto.delivery_fee !== undefined) neighborhood.delivery_fee_cents = toCents(dto.delivery_fee);
    const active = dto.is_active ?? dto.active;
    if (active !== undefined) neighborhood.is_active = active;
    await this.checkNameFree(neighborhood);
    await this.neighborhoods.save(neighborhood);
    this.changed();
    return toNeighborhoodResponse(neighborhood);
  }

  /** Orders keep the neighbourhood's name and fee, so deleting never rewrites history. */
  async remove(id: string): Promise<void> {
    const neighborhood = await this.findOne(id);
    await this.neighborhoods.delete({ id: neighborhood.id });
    this.changed();
  }

  /** For orders: the neighbourhood if it exists and takes deliveries, else null. */
  async findActive(id: string): Promise<Neighborhood | null> {
    if (!isUuid(id)) return null;
    return this.neighborhoods.findOneBy({ id, is_active: true });
  }

  private async findOne(id: string): Promise<Neighborhood> {
    return findOrFail(await this.neighborhoods.findOneBy({ id }), 'Bairro');
  }

  /** Two 'Centro' rows would confuse the checkout picker; the list is small, so compare in memory. */
  private async checkNameFree(neighborhood: Neighborhood): Promise<void> {
    const key = nameKey(neighborhood.name);
    const all = await this.neighborhoods.find({ select: { id: true, name: true } });
    if (all.some((n) => n.id !== neighborhood.id && nameKey(n.name) === key)) throw conflict(NAME_TAKEN);
  }

  private changed(): void {
    this.events.publish('catalog.updated', { kind: 'neighborhoods' });
  }
}
