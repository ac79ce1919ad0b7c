import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { DashboardDto } from '@quentinha/shared/api/types';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { AnalyticsService } from './analytics.service.js';
import { DashboardQueryDto } from './dto/dashboard.query.js';

/** Sales figures for the back office (SPEC.md section 2, Dashboard). */
@ApiTags('analytics')
@ApiCookieAuth()
@Roles('admin')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('dashboard')
  dashboard(@Query() query: DashboardQueryDto, @CurrentUser() user: AuthUser): Promise<DashboardDto> {
    return this.analytics.dashboard(query, user);
  }
}
