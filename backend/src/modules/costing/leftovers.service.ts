import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Between, type DataSource } from 'typeorm';
import {
  COSTING_MESSAGES,
  roundPercent,
  suggestedCap,
  wastePercent,
  weekdayOf,
  WEEKDAY_LABELS,
  type LeftoverDestination,
} from '@quentinha/shared/costing/costing';
import type { LeftoverDto, LeftoversReportDto } from '@quentinha/shared/costing/api';
import { conflict, DomainError, validationError } from '../../common/errors/domain-error.js';
import { isUniqueViolation } from '../../common/database/unique-violation.js';
import { inList, selectWhere } from '../../common/database/plain-sql.js';
import { MenuPortion } from '../availability/availability.entities.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Leftover } from './costing.entities.js';
import type { CreateLeftoverDto, LeftoversQueryDto, UpdateLeftoverDto } from './dto/costing.dto.js';

const MAX_RANGE_DAYS = 366;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/** "date|dish_id" -> portions ordered that day (not cancelled): each day's menu count. */
type SoldIndex = Map<string, number>;

/** 'Sobras do Dia' (DECISIONS 10.7): one count per dish and day at closing, and the waste it makes. */
@Injectable()
export class LeftoversService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(dto: CreateLeftoverDto): Promise<LeftoverDto> {
    const dish = await this.db.getRepository(Dish).findOneBy({ id: dto.dish_id });
    if (!dish) throw new DomainError('NOT_FOUND', COSTING_MESSAGES.dishNotFound);
    const repo = this.db.getRepository(Leftover);
    const row = repo.create({
      date: dto.date,
      dish_id: dto.dish_id,
      portions_left: dto.portions_left,
      destination: dto.destination,
      note: dto.note?.trim() || null,
    });
    try {
      await repo.save(row);
    } catch (error) {
      // the unique index decides, also for two phones saving at once
      if (isUniqueViolation(error)) throw conflict(COSTING_MESSAGES.leftoverTaken);
      throw error;
    }
    return this.toDto(row, dish.name, await this.soldIndex([row.date]));
  }

  async update(id: string, dto: UpdateLeftoverDto): Promise<LeftoverDto> {
    const repo = this.db.getRepository(Leftover);
    const row = await repo.findOneBy({ id });
    if (!row) throw new DomainError('NOT_FOUND', COSTING_MESSAGES.leftoverNotFound);
    if (dto.portions_left !== undefined) row.portions_left = dto.portions_left;
    if (dto.destination !== undefined) row.destination = dto.destination;
    if (dto.note !== undefined) row.note = dto.note?.trim() || null;
    await repo.save(row);
    const dish = await this.db.getRepository(Dish).findOneBy({ id: row.dish_id });
    return this.toDto(row, dish?.name ?? '', await this.soldIndex([row.date]));
  }

  async remove(id: string): Promise<void> {
    const result = await this.db.getRepository(Leftover).delete({ id });
    if (!result.affected) throw new DomainError('NOT_FOUND', COSTING_MESSAGES.leftoverNotFound);
  }

  async report(query: LeftoversQueryDto): Promise<LeftoversReportDto> {
    const { from, to } = query;
    const span = dayNumber(to) - dayNumber(from);
    if (span < 0 || span >= MAX_RANGE_DAYS) throw validationError(COSTING_MESSAGES.range);
    const rows = await this.db.getRepository(Leftover).find({ where: { date: Between(from, to) }, order: { date: 'ASC' } });
    const dishIds = [...new Set(rows.map((r) => r.dish_id))];
    const [dishes, sold] = await Promise.all([
      dishIds.length ? selectWhere(this.db.manager, Dish, `"id" IN (${inList(dishIds.length)})`, dishIds) : [],
      this.soldIndex([...new Set(rows.map((r) => r.date))]),
    ]);
    const names = new Map(dishes.map((d) => [d.id, d.name]));
    const entries = rows.map((r) => this.toDto(r, names.get(r.dish_id) ?? '', sold));

    const perDish = new Map<string, { sold: number; left: number; days: { sold: number; left: number }[] }>();
    const perWeekday = new Map<number, { sold: number; left: number }>();
    for (const e of entries) {
      const d = perDish.get(e.dish_id) ?? { sold: 0, left: 0, days: [] };
      d.sold += e.sold;
      d.left += e.portions_left;
      d.days.push({ sold: e.sold, left: e.portions_left });
      perDish.set(e.dish_id, d);
      const weekday = weekdayOf(e.date);
      const w = perWeekday.get(weekday) ?? { sold: 0, left: 0 };
      w.sold += e.sold;
      w.left += e.portions_left;
      perWeekday.set(weekday, w);
    }
    return {
      from,
      to,
      entries,
      by_dish: [...perDish.entries()]
        .map(([dish_id, d]) => ({
          dish_id,
          name: names.get(dish_id) ?? '',
          sold: d.sold,
          left: d.left,
          waste_percent: roundPercent(wastePercent(d.sold, d.left)),
          days: d.days.length,
          suggested_cap: suggestedCap(d.days),
        }))
        .sort((a, b) => b.waste_percent - a.waste_percent || a.name.localeCompare(b.name, 'pt-BR')),
      by_weekday: [...perWeekday.entries()]
        .sort(([a], [b]) => a - b)
        .map(([weekday, w]) => ({
          weekday,
          label: WEEKDAY_LABELS[weekday],
          sold: w.sold,
          left: w.left,
          waste_percent: roundPercent(wastePercent(w.sold, w.left)),
        })),
    };
  }

  /** Portions ordered (not cancelled) per day and dish, from each day's menu count. */
  private async soldIndex(days: string[]): Promise<SoldIndex> {
    const index: SoldIndex = new Map();
    if (days.length === 0) return index;
    const menus = await selectWhere(this.db.manager, DailyMenu, `"date" IN (${inList(days.length)})`, days);
    if (menus.length === 0) return index;
    const dayOf = new Map(menus.map((m) => [m.id, m.date]));
    const counts = await selectWhere(this.db.manager, MenuPortion, `"menu_id" IN (${inList(menus.length)})`, menus.map((m) => m.id));
    for (const c of counts) index.set(`${dayOf.get(c.menu_id)}|${c.dish_id}`, Number(c.sold));
    return index;
  }

  private toDto(r: Leftover, dishName: string, sold: SoldIndex): LeftoverDto {
    return {
      id: r.id,
      date: r.date,
      dish_id: r.dish_id,
      dish_name: dishName,
      portions_left: r.portions_left,
      destination: r.destination as LeftoverDestination,
      note: r.note,
      sold: sold.get(`${r.date}|${r.dish_id}`) ?? 0,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
    };
  }
}
