import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type FindOptionsOrder, Repository } from 'typeorm';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { DEFAULT_EXPENSE_CATEGORY } from '@quentinha/shared/catalog/categories';
import { toCents } from '@quentinha/shared/money/money';
import { findOrFail } from '../../common/errors/domain-error.js';
import type { ExpenseListQueryDto, ExpenseSort } from './dto/expense-list.query.js';
import type { CreateExpenseDto, UpdateExpenseDto } from './dto/expense.dto.js';
import { Expense } from './expense.entity.js';
import { toExpenseResponse } from './expense.mapper.js';

/** ?sort= values of the expenses screen ('-' = newest first); created_date is the client's name. */
const SORTS: Record<ExpenseSort, FindOptionsOrder<Expense>> = {
  '-date': { date: 'DESC', created_at: 'DESC' },
  date: { date: 'ASC', created_at: 'ASC' },
  '-created_date': { created_at: 'DESC' },
  created_date: { created_at: 'ASC' },
  '-created_at': { created_at: 'DESC' },
  created_at: { created_at: 'ASC' },
};

/** Expenses are admin bookkeeping, not catalogue: no realtime event goes out for them. */
@Injectable()
export class ExpensesService {
  constructor(@InjectRepository(Expense) private readonly expenses: Repository<Expense>) {}

  async list(query: ExpenseListQueryDto): Promise<ExpenseDto[]> {
    return (await this.expenses.find({ order: SORTS[query.sort ?? '-date'] })).map(toExpenseResponse);
  }

  async get(id: string): Promise<ExpenseDto> {
    return toExpenseResponse(await this.findOne(id));
  }

  async create(dto: CreateExpenseDto): Promise<ExpenseDto> {
    const expense = this.expenses.create({
      description: dto.description.trim(),
      amount_cents: toCents(dto.amount),
      category: dto.category ?? DEFAULT_EXPENSE_CATEGORY,
      date: dto.date,
      active: true,
    });
    await this.expenses.save(expense);
    return toExpenseResponse(expense);
  }

  async update(id: string, dto: UpdateExpenseDto): Promise<ExpenseDto> {
    const expense = await this.findOne(id);
    if (dto.description !== undefined) expense.description = dto.description.trim();
    if (dto.amount !== undefined) expense.amount_cents = toCents(dto.amount);
    if (dto.category !== undefined) expense.category = dto.category;
    if (dto.date !== undefined) expense.date = dto.date;
    await this.expenses.save(expense);
    return toExpenseResponse(expense);
  }

  async remove(id: string): Promise<void> {
    const expense = await this.findOne(id);
    await this.expenses.delete({ id: expense.id });
  }

  private async findOne(id: string): Promise<Expense> {
    return findOrFail(await this.expenses.findOneBy({ id }), 'Despesa', 'f');
  }
}
