import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Load balancers ask this: 200 only while the database answers. */
  @Public()
  @Get()
  async check() {
    await this.db.query('SELECT 1');
    return { status: 'ok', database: this.db.options.type === 'postgres' ? 'postgres' : 'sqlite' };
  }
}
