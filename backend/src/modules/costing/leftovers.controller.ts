import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { LeftoverDto, LeftoversReportDto } from '@quentinha/shared/costing/api';
import { Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CreateLeftoverDto, LeftoversQueryDto, UpdateLeftoverDto } from './dto/costing.dto.js';
import { LeftoversService } from './leftovers.service.js';

/** 'Sobras do Dia'. */
@ApiTags('costing')
@ApiCookieAuth()
@Controller('leftovers')
export class LeftoversController {
  constructor(private readonly leftovers: LeftoversService) {}

  @Roles('admin', 'staff')
  @Get()
  report(@Query() query: LeftoversQueryDto): Promise<LeftoversReportDto> {
    return this.leftovers.report(query);
  }

  @Roles('admin', 'staff')
  @Post()
  create(@Body() dto: CreateLeftoverDto): Promise<LeftoverDto> {
    return this.leftovers.create(dto);
  }

  @Roles('admin', 'staff')
  @Put(':id')
  update(@IdParam('Registro de sobras') id: string, @Body() dto: UpdateLeftoverDto): Promise<LeftoverDto> {
    return this.leftovers.update(id, dto);
  }

  @Roles('admin')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Registro de sobras') id: string): Promise<void> {
    await this.leftovers.remove(id);
  }
}
