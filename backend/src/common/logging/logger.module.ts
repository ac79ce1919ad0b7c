import { type DynamicModule, Injectable, Module } from '@nestjs/common';
import { Logger, LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../../config/config.js';
import { redactedRequest } from '../http/log-redaction.js';

/** Nest's start-up chatter: a line per module loaded and per route mapped (~80 at every start). */
const CHATTER = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

/** nestjs-pino's logger for Nest's `Logger`, without the chatter, so a start reads in a glance. */
@Injectable()
export class AppLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]) {
    const context = optionalParams.at(-1);
    if (typeof context === 'string' && CHATTER.has(context)) return;
    super.log(message, ...optionalParams);
  }
}

/**
 * Every log line through pino, each carrying the id Fastify gave its request (middie copies it
 * onto the raw request, where pino-http reads it): a 500's 'código' finds its log lines.
 */
@Module({})
export class AppLoggerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppLoggerModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { level: config.logLevel, autoLogging: config.logRequests, serializers: { req: redactedRequest } },
        }),
      ],
      providers: [AppLogger],
      exports: [AppLogger],
    };
  }
}
