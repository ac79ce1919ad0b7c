import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Public } from '../../common/auth/decorators.js';
import { redisReady, SHARED_REDIS, type SharedRedis } from '../../infrastructure/redis/shared-redis.js';

/** A dependency that does not answer within this is reported down (never a hanging probe). */
const PROBE_MS = 2000;

type Probe = 'ok' | 'down';

function withinProbeTime(work: Promise<unknown>): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_MS);
  });
  const done = work.then(
    (): Probe => 'ok',
    (): Probe => 'down',
  );
  return Promise.race([done, timeout]).finally(() => clearTimeout(timer));
}

export interface HealthReport {
  status: 'ok' | 'degraded';
  database: 'sqlite' | 'postgres';
  database_status: Probe;
  /** 'off' on a single instance (no REDIS_URL) */
  redis: Probe | 'off';
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SHARED_REDIS) private readonly redis: SharedRedis | null,
  ) {}

  /**
   * Load balancers and operators ask this (DECISIONS 10.8). 503 only without the database: that
   * instance can serve nothing. Redis away is 200 'degraded': the instance still takes orders and
   * serves its own sockets (only events to the other instances wait), so a balancer must not take
   * every instance out at once because the one Redis they share went away.
   */
  @Public()
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport & { statusCode?: number; message?: string }> {
    const [databaseStatus, redis] = await Promise.all([
      withinProbeTime(this.db.query('SELECT 1')),
      this.redis ? this.probeRedis(this.redis) : Promise.resolve('off' as const),
    ]);
    const report: HealthReport = {
      status: databaseStatus === 'ok' && redis !== 'down' ? 'ok' : 'degraded',
      database: this.db.options.type === 'postgres' ? 'postgres' : 'sqlite',
      database_status: databaseStatus,
      redis,
    };
    if (report.status === 'ok') return report;
    const down = [databaseStatus === 'down' ? 'banco de dados' : null, redis === 'down' ? 'Redis' : null].filter(Boolean);
    const message = `${databaseStatus === 'down' ? 'Serviço indisponível' : 'Serviço funcionando com limitações'}: ${down.join(' e ')} fora do ar.`;
    if (databaseStatus === 'ok') return { ...report, message };
    void reply.status(503);
    return { statusCode: 503, message, ...report };
  }

  private probeRedis(redis: SharedRedis): Promise<Probe> {
    // a disconnected client would queue the PING until Redis is back: ask its state first
    if (!redisReady(redis)) return Promise.resolve('down');
    return withinProbeTime(redis.pub.ping());
  }
}
