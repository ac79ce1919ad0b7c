import { ApiPropertyOptional } from '@nestjs/swagger';
import { PERIODS } from '@quentinha/shared/dates/sao-paulo';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { DashboardQuery } from '../dashboard-query.js';

const TOO_LONG = 'Parâmetro de consulta longo demais.';

/** GET /api/analytics/dashboard query: shape only; parseDashboardQuery checks the meaning. */
export class DashboardQueryDto implements DashboardQuery {
  @ApiPropertyOptional({ enum: PERIODS, default: 'thisMonth' })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: TOO_LONG })
  period?: string;

  @ApiPropertyOptional({ description: 'período personalizado: primeiro dia (AAAA-MM-DD)', example: '2026-03-01' })
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: TOO_LONG })
  start?: string;

  @ApiPropertyOptional({ description: 'período personalizado: último dia (AAAA-MM-DD)', example: '2026-03-31' })
  @IsOptional()
  @IsString()
  @MaxLength(30, { message: TOO_LONG })
  end?: string;
}
