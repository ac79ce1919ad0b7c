import { Readable } from 'node:stream';
import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DashboardDto, OrderAnalysisDto, ReportsDto } from '@quentinha/shared/api/types';
import { ordersCsvFileName } from '@quentinha/shared/analytics/orders-csv';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListOrdersQueryDto } from '../orders/dto/list-orders.query.js';
import { toOrderFilters } from '../orders/order-list-query.js';
import { AnalyticsService } from './analytics.service.js';
import { DashboardQueryDto } from './dto/dashboard.query.js';
import { ReportsService } from './reports.service.js';

/** Sales figures for the back office (SPEC.md section 2: Dashboard, 'Análise de Pedidos'; 'Relatórios'). */
@ApiTags('analytics')
@ApiCookieAuth()
@Roles('admin')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly reports: ReportsService,
  ) {}

  @Get('dashboard')
  dashboard(@Query() query: DashboardQueryDto, @CurrentUser() user: AuthUser): Promise<DashboardDto> {
    return this.analytics.dashboard(query, user);
  }

  /** Summary and charts of the orders GET /api/orders lists with the same query. */
  @Get('orders')
  analysis(@Query() query: ListOrdersQueryDto): Promise<OrderAnalysisDto> {
    return this.analytics.analysis(toOrderFilters(query));
  }

  /** Those orders as a spreadsheet, streamed: one line per order, whatever the range. */
  @Get('orders.csv')
  @ApiOkResponse({
    description: 'analise-pedidos-{hoje}.csv: separado por ponto e vírgula, com BOM',
    content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
  })
  ordersCsv(@Query() query: ListOrdersQueryDto): StreamableFile {
    // read before streaming: a bad query is a 400, not a broken download
    const lines = this.analytics.csvLines(toOrderFilters(query));
    return new StreamableFile(Readable.from(lines), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${ordersCsvFileName()}"`,
    });
  }

  @Get('reports')
  reportsFor(@Query() query: DashboardQueryDto): Promise<ReportsDto> {
    return this.reports.reportsFor(query);
  }
}
