import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ExpenseDto } from '@quentinha/shared/api/types';
import { Roles } from '../../common/auth/decorators.js';
import { CreateExpenseDto, UpdateExpenseDto } from './dto/expense.dto.js';
import { ExpenseListQueryDto } from './dto/expense-list.query.js';
import { ExpensesService } from './expenses.service.js';
import { IdParam } from '../../common/http/id-param.js';

@ApiTags('expenses')
@Roles('admin')
@Controller('expenses')
export class ExpensesController {
  constructor(private readonly expenses: ExpensesService) {}

  @Get()
  list(@Query() query: ExpenseListQueryDto): Promise<ExpenseDto[]> {
    return this.expenses.list(query);
  }

  @Get(':id')
  get(@IdParam('Despesa', 'f') id: string): Promise<ExpenseDto> {
    return this.expenses.get(id);
  }

  @Post()
  create(@Body() dto: CreateExpenseDto): Promise<ExpenseDto> {
    return this.expenses.create(dto);
  }

  @Put(':id')
  update(@IdParam('Despesa', 'f') id: string, @Body() dto: UpdateExpenseDto): Promise<ExpenseDto> {
    return this.expenses.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Despesa', 'f') id: string): Promise<void> {
    await this.expenses.remove(id);
  }
}
