import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, type FindOptionsWhere, In, Repository } from 'typeorm';
import type { DishDto } from '@quentinha/shared/api/types';
import { DEFAULT_DISH_TYPE, DISH_TYPES, type DishType, toDishType } from '@quentinha/shared/catalog/categories';
import { foldText } from '@quentinha/shared/catalog/sizes';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, findOrFail, notFound } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { isUuid } from '../../common/http/query-params.js';
import type { DishListQueryDto } from './dto/dish-list.query.js';
import { hasRole } from '../../common/auth/auth-user.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { Dish } from './dish.entity.js';
import { toDishResponse } from './dish.mapper.js';
import { cleanDishName, dishNameKey } from '@quentinha/shared/catalog/dish-names';
import type { CreateDishDto, UpdateDishDto } from './dto/dish.dto.js';

export const DISH_NAME_TAKEN = 'Já existe um prato com este nome.';


@Injectable()
export class DishesService {
  constructor(
    @InjectRepository(Dish) private readonly dishes: Repository<Dish>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: DomainEvents,
  ) {}

  /** Everyone but the admin sees active dishes only; the admin sees all unless active= is given. */
  async list(user: AuthUser | null, query: DishListQueryDto): Promise<DishDto[]> {
    const where: FindOptionsWhere<Dish> = {};
    const active = hasRole(user, 'admin') ? query.active : true;
    if (active !== undefined) where.active = active;
    if (query.type) where.type = query.type;
    const category = foldText(query.category);
    const rows = (await this.dishes.find({ where })).filter((d) => !category || foldText(d.category) === category);
    const rank = (d: Dish) => DISH_TYPES.indexOf(d.type as DishType);
    rows.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
    return rows.map(toDishResponse);
  }

  async get(id: string, user: AuthUser | null): Promise<DishDto> {
    const dish = await this.findOne(id);
    if (!dish.active && !hasRole(user, 'admin')) throw notFound('Prato');
    return toDishResponse(dish);
  }

  async create(dto: CreateDishDto): Promise<DishDto> {
    const type = toDishType(dto.type) ?? DEFAULT_DISH_TYPE;
    const dish = this.dishes.create({
      name: cleanDishName(dto.name),
      name_key: dishNameKey(dto.name),
      type,
      category: dto.category?.trim() || type,
      active: dto.active ?? true,
    });
    await this.saveUnique(dish);
    this.events.publish('catalog.updated', { kind: 'dishes' });
    return toDishResponse(dish);
  }

  async update(id: string, dto: UpdateDishDto): Promise<DishDto> {
    const dish = await this.findOne(id);
    if (dto.name !== undefined) {
      dish.name = cleanDishName(dto.name);
      dish.name_key = dishNameKey(dto.name);
    }
    if (dto.type !== undefined) {
      const previousType = dish.type;
      dish.type = toDishType(dto.type)!;
      // a category that only mirrored the old type follows the new one
      if (dto.category === undefined && dish.category === previousType) dish.category = dish.type;
    }
    if (dto.category !== undefined) dish.category = dto.category.trim() || dish.type;
    if (dto.active !== undefined) dish.active = dto.active;
    await this.saveUnique(dish);
    this.events.publish('catalog.updated', { kind: 'dishes' });
    return toDishResponse(dish);
  }

  /** Deletes the dish and takes it out of every daily menu, in one transaction. */
  async remove(id: string): Promise<void> {
    const dish = await this.findOne(id);
    const menusChanged = await this.db.transaction(async (tx) => {
      await tx.delete(Dish, { id: dish.id });
      // dishes is a JSON text column on both databases; a UUID holds no LIKE wildcard
      const menus = await tx
        .getRepository(DailyMenu)
        .createQueryBuilder('menu')
        .where('menu.dishes LIKE :id', { id: `%${dish.id}%` })
        .getMany();
      for (const menu of menus) {
        menu.dishes = menu.dishes.filter((d) => d !== dish.id);
        await tx.save(menu);
      }
      return menus.length > 0;
    });
    this.events.publish('catalog.updated', { kind: 'dishes' });
    if (menusChanged) this.events.publish('catalog.updated', { kind: 'daily-menus' });
  }

  /** For orders: active dishes matching these values, each an id or a name (any case). */
  async findByNamesOrIds(values: readonly string[]): Promise<Dish[]> {
    const texts = values.filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    const ids = [...new Set(texts.filter(isUuid))];
    const keys = [...new Set(texts.map(dishNameKey))];
    if (keys.length === 0) return [];
    const where: FindOptionsWhere<Dish>[] = [{ name_key: In(keys), active: true }];
    if (ids.length) where.push({ id: In(ids), active: true });
    return this.dishes.find({ where });
  }

  /** The dishes among these ids (any state), for daily menus to check references. */
  async findByIds(ids: readonly string[]): Promise<Dish[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    return valid.length ? this.dishes.find({ where: { id: In(valid) } }) : [];
  }

  private async findOne(id: string): Promise<Dish> {
    return findOrFail(await this.dishes.findOneBy({ id }), 'Prato');
  }

  /** The pre-check gives the friendly 409; the unique index still settles a race. */
  private async saveUnique(dish: Dish): Promise<void> {
    const clash = await this.dishes.findOneBy({ name_key: dish.name_key });
    if (clash && clash.id !== dish.id) throw conflict(DISH_NAME_TAKEN);
    try {
      await this.dishes.save(dish);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DISH_NAME_TAKEN);
      throw error;
    }
  }
}
