import { Body, Controller, Delete, Get, Header, HttpCode, Put, Query, Res } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { CustomerDetailDto, CustomerExportDto, CustomerListResponse, MarketingChoiceDto } from '@quentinha/shared/customers/types';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { IdParam } from '../../common/http/id-param.js';
import { CustomersService } from './customers.service.js';
import { CustomerMarketingDto, ListCustomersQueryDto } from './dto/customers.dto.js';

/** 'Clientes' (DECISIONS 10.1): the owner's list of everyone who ordered. */
@ApiTags('customers')
@ApiCookieAuth()
@Roles('admin')
@Controller('customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  list(@Query() query: ListCustomersQueryDto): Promise<CustomerListResponse> {
    return this.customers.list(query);
  }

  /** The same filters as the list, every match, for a spreadsheet (';', decimal comma). */
  @Get('csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @Header('content-disposition', 'attachment; filename="clientes.csv"')
  csv(@Query() query: ListCustomersQueryDto): Promise<string> {
    return this.customers.csv(query);
  }

  @Get(':id')
  detail(@IdParam('Cliente') id: string): Promise<CustomerDetailDto> {
    return this.customers.detail(id);
  }

  /** LGPD access: one JSON document with everything kept about the person. */
  @Get(':id/export')
  async export(@IdParam('Cliente') id: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<CustomerExportDto> {
    reply.header('content-disposition', `attachment; filename="cliente-${id.slice(0, 8)}.json"`);
    return this.customers.export(id);
  }

  /** 'Excluir dados': anonymises the person and their orders; the sales stay. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Cliente') id: string, @CurrentUser() user: AuthUser): Promise<void> {
    await this.customers.anonymise(id, user);
  }

  @Put(':id/marketing')
  setMarketing(@IdParam('Cliente') id: string, @Body() body: CustomerMarketingDto, @CurrentUser() user: AuthUser): Promise<MarketingChoiceDto> {
    return this.customers.setMarketing(id, body, user);
  }
}
