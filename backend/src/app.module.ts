import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DatabaseMaintenanceModule } from './common/database/database.module.js';
import { appDataSourceOptions } from './app.data-source.js';
import { HttpErrorFilter } from './common/errors/http-error.filter.js';
import { AppLoggerModule } from './common/logging/logger.module.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { AuthCoreModule } from './modules/auth/auth-core.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BackupsModule } from './modules/backups/backups.module.js';
import { CashModule } from './modules/cash/cash.module.js';
import { CouriersModule } from './modules/couriers/couriers.module.js';
import { CustomersModule } from './modules/customers/customers.module.js';
import { MarketingModule } from './modules/marketing/marketing.module.js';
import { CostingModule } from './modules/costing/costing.module.js';
import { DailyMenusModule } from './modules/daily-menus/daily-menus.module.js';
import { DishesModule } from './modules/dishes/dishes.module.js';
import { ExpensesModule } from './modules/expenses/expenses.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { KitchenModule } from './modules/kitchen/kitchen.module.js';
import { NeighborhoodsModule } from './modules/neighborhoods/neighborhoods.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PacksModule } from './modules/packs/packs.module.js';
import { CompaniesModule } from './modules/companies/companies.module.js';
import { ProductsModule } from './modules/products/products.module.js';
import { RealtimeModule } from './modules/realtime/realtime.module.js';
import { SeedModule } from './modules/seed/seed.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { SetupModule } from './modules/setup/setup.module.js';
import { UsersModule } from './modules/users/users.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        AppLoggerModule.forRoot(config),
        TypeOrmModule.forRoot({ ...appDataSourceOptions(config), migrationsRun: true }),
        DatabaseMaintenanceModule,
        AuthCoreModule,
        RateLimitModule,
        HealthModule,
        UsersModule,
        AuthModule,
        ProductsModule,
        DishesModule,
        DailyMenusModule,
        NeighborhoodsModule,
        ExpensesModule,
        SettingsModule,
        OrdersModule,
        CustomersModule,
        MarketingModule,
        AnalyticsModule,
        CouriersModule,
        CashModule,
        KitchenModule,
        RealtimeModule,
        SeedModule,
        SetupModule,
        BackupsModule,
        CostingModule,
        PacksModule,
        CompaniesModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: HttpErrorFilter }],
    };
  }
}
