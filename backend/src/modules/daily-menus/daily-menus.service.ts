import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsWhere, Repository } from 'typeorm';
import type { DailyMenuDto, DishDto } from '@quentinha/shared/api/types';
import { todaySaoPaulo } from '@quentinha/shared/dates/sao-paulo';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { conflict, findOrFail, notFound, validationError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { toDishResponse } from '../dishes/dish.mapper.js';
import { DishesService } from '../dishes/dishes.service.js';
import { isDay } from '../../common/validation/validators.js';
import type { DailyMenuListQueryDto } from './dto/daily-menu-list.query.js';
import { hasRole } from '../../common/auth/auth-user.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { DailyMenu } from './daily-menu.entity.js';
import { toDailyMenuResponse } from './daily-menu.mapper.js';
import { type CreateDailyMenuDto, type MenuPortionDto, type UpdateDailyMenuDto } from './dto/daily-menu.dto.js';
import { PORTION_MESSAGES, validatePortionCaps, type PortionCaps } from '@quentinha/shared/availability/portions';
import { PortionsService } from '../availability/portions.service.js';

/** GET /api/dailymenus/today: the storefront's menu with the dish objects themselves. */
export interface TodayMenuDto {
  id: string | null;
  date: string;
  dishes: DishDto[];
  active: boolean;
  portions: PortionCaps;
  remaining: Record<string, number | null>;
  sold_out: string[];
  /** marked 'Acabou' (DECISIONS 10.10): 'Liberar' clears them; absent when the day has no menu */
  marked_sold_out?: string[];
}

const LIST_LIMIT = 366;
const MENU_DATE_TAKEN = 'Já existe um cardápio para esta data.';
const PORTION_CHANGE_REQUIRED = 'Informe as porções do prato (portions) ou se acabou (sold_out).';

@Injectable()
export class DailyMenusService {
  constructor(
    @InjectRepository(DailyMenu) private readonly menus: Repository<DailyMenu>,
    private readonly dishes: DishesService,
    private readonly events: DomainEvents,
    private readonly portions: PortionsService,
  ) {}

  /** ?date= gives at most one menu; without it, the latest menus. Inactive ones only for the admin. */
  async list(user: AuthUser | null, query: DailyMenuListQueryDto): Promise<DailyMenuDto[]> {
    const where: FindOptionsWhere<DailyMenu> = {};
    if (query.date !== undefined) where.date = query.date;
    if (!hasRole(user, 'admin')) where.active = true;
    const rows = await this.menus.find({ where, order: { date: 'DESC' }, take: LIST_LIMIT });
    return this.respond(rows);
  }

  async get(id: string, user: AuthUser | null): Promise<DailyMenuDto> {
    const menu = await this.findOne(id);
    if (!menu.active && !hasRole(user, 'admin')) throw notFound('Cardápio');
    return (await this.respond([menu]))[0];
  }

  /** Today in Sao Paulo; an empty menu when none was saved. */
  async today(now = new Date()): Promise<TodayMenuDto> {
    const date = todaySaoPaulo(now);
    const menu = await this.findByDate(date);
    if (!menu) return { id: null, date, dishes: [], active: false, portions: {}, remaining: {}, sold_out: [] };
    const state = (await this.portions.stateOf([menu])).get(menu.id)!;
    const byId = new Map((await this.dishes.findByIds(menu.dishes)).map((d) => [d.id, d]));
    const dishes = menu.dishes.flatMap((id) => {
      const dish = byId.get(id);
      return dish?.active ? [toDishResponse(dish)] : [];
    });
    return { id: menu.id, date, dishes, active: menu.active, ...state };
  }

  /**
   * POST: the screen saves "the menu of this date" (SPEC section 4), so an existing date is
   * updated, never duplicated. Repeating the same call gives the same result.
   */
  async save(dto: CreateDailyMenuDto): Promise<{ menu: DailyMenuDto; created: boolean }> {
    const dishes = await this.checkDishes(dto.dishes);
    const caps = readCaps(dto.portions, dishes);
    const existing = await this.menus.findOneBy({ date: dto.date });
    if (existing) return { menu: await this.write(existing, { dishes, active: dto.active }, caps), created: false };
    const menu = this.menus.create({ date: dto.date, dishes, active: dto.active ?? true });
    try {
      await this.menus.insert(menu);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // another request created this date a moment ago: update it instead
      const winner = findOrFail(await this.menus.findOneBy({ date: dto.date }), 'Cardápio');
      return { menu: await this.write(winner, { dishes, active: dto.active }, caps), created: false };
    }
    if (caps) await this.portions.setCaps(menu.id, caps);
    this.changed();
    if (caps) await this.portions.announceMenu(menu.id);
    return { menu: (await this.respond([menu]))[0], created: true };
  }

  async update(id: string, dto: UpdateDailyMenuDto): Promise<DailyMenuDto> {
    const menu = await this.findOne(id);
    const dishes = dto.dishes === undefined ? undefined : await this.checkDishes(dto.dishes);
    if (dto.date !== undefined && dto.date !== menu.date) {
      if (await this.menus.existsBy({ date: dto.date })) throw conflict(MENU_DATE_TAKEN);
    }
    const caps = readCaps(dto.portions, dishes ?? menu.dishes);
    return this.write(menu, { date: dto.date, dishes, active: dto.active }, caps);
  }

  /**
   * PATCH /api/dailymenus/{id}/portions: one dish's cap (null = no cap) and/or its 'Acabou' mark
   * (DECISIONS 10.10). 'Acabou' is a mark beside the cap, so 'Liberar' finds the cap the owner set.
   */
  async setPortion(id: string, dto: MenuPortionDto): Promise<DailyMenuDto> {
    const menu = await this.findOne(id);
    if (dto.portions === undefined && dto.sold_out === undefined) fail(PORTION_CHANGE_REQUIRED);
    if (!menu.dishes.includes(dto.dish_id)) fail(PORTION_MESSAGES.dishNotOnMenu);
    const caps = dto.portions === undefined ? null : readCaps({ [dto.dish_id]: dto.portions }, menu.dishes);
    await this.menus.manager.transaction(async (tx) => {
      if (caps) await this.portions.setCaps(menu.id, caps, tx, { release: dto.sold_out === undefined });
      if (dto.sold_out !== undefined) await this.portions.setSoldOut(menu.id, dto.dish_id, dto.sold_out, tx);
    });
    await this.portions.announceMenu(menu.id);
    return (await this.respond([menu]))[0];
  }

  /**
   * POST /api/dailymenus/{id}/copy: that date's menu with the same dishes and caps (nothing sold,
   * nothing marked 'Acabou'); 409 when the date already has one.
   */
  async copy(id: string, date: string): Promise<DailyMenuDto> {
    const source = await this.findOne(id);
    if (await this.menus.existsBy({ date })) throw conflict(MENU_DATE_TAKEN);
    const caps = await this.portions.capsOf(source.id);
    const menu = this.menus.create({ date, dishes: [...source.dishes], active: source.active });
    try {
      // one transaction: a copy never lands without its caps
      await this.menus.manager.transaction(async (tx) => {
        await tx.getRepository(DailyMenu).insert(menu);
        await this.portions.setCaps(menu.id, caps, tx);
      });
    } catch (error) {
      // another request filled the date a moment ago
      if (isUniqueViolation(error)) throw conflict(MENU_DATE_TAKEN);
      throw error;
    }
    this.changed();
    await this.portions.announceMenu(menu.id);
    return (await this.respond([menu]))[0];
  }

  async remove(id: string): Promise<void> {
    const menu = await this.findOne(id);
    // one transaction: no caps left behind for a menu that is gone
    await this.menus.manager.transaction(async (tx) => {
      await tx.getRepository(DailyMenu).delete({ id: menu.id });
      await this.portions.forgetMenu(tx, menu.id);
    });
    this.changed();
  }

  /** For orders: the active menu of a day (yyyy-MM-dd), or null when the day has none. */
  async findByDate(date: string): Promise<DailyMenu | null> {
    if (!isDay(date)) return null;
    return this.menus.findOneBy({ date, active: true });
  }

  private async write(
    menu: DailyMenu,
    changes: { date?: string; dishes?: string[]; active?: boolean },
    caps: PortionCaps | null = null,
  ): Promise<DailyMenuDto> {
    if (changes.date !== undefined) menu.date = changes.date;
    if (changes.dishes !== undefined) menu.dishes = changes.dishes;
    if (changes.active !== undefined) menu.active = changes.active;
    try {
      await this.menus.save(menu);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MENU_DATE_TAKEN);
      throw error;
    }
    if (caps) await this.portions.setCaps(menu.id, caps);
    this.changed();
    await this.portions.announceMenu(menu.id);
    return (await this.respond([menu]))[0];
  }

  /** Menus with their caps and what is left (DECISIONS 9.3). */
  private async respond(rows: DailyMenu[]): Promise<DailyMenuDto[]> {
    const state = await this.portions.stateOf(rows);
    return rows.map((menu) => {
      const s = state.get(menu.id)!;
      return { ...toDailyMenuResponse(menu), portions: s.portions, remaining: s.remaining, marked_sold_out: s.marked_sold_out };
    });
  }

  /** Every id must name an existing dish; duplicates collapse, order is kept. */
  private async checkDishes(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const found = new Set((await this.dishes.findByIds(unique)).map((d) => d.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw validationError(`Prato não encontrado no cadastro: '${missing}'.`);
    return unique;
  }

  private async findOne(id: string): Promise<DailyMenu> {
    return findOrFail(await this.menus.findOneBy({ id }), 'Cardápio');
  }

  private changed(): void {
    this.events.publish('catalog.updated', { kind: 'daily-menus' });
  }
}

/** `portions` of a body: absent -> null (nothing to change); every key must be a dish of the menu. */
function readCaps(raw: unknown, dishes: string[]): PortionCaps | null {
  if (raw === undefined || raw === null) return null;
  const problem = validatePortionCaps(raw);
  if (problem) fail(problem);
  const caps = raw as PortionCaps;
  if (Object.keys(caps).some((id) => !dishes.includes(id))) fail(PORTION_MESSAGES.dishNotOnMenu);
  return caps;
}

function fail(message: string): never {
  throw validationError(message);
}
