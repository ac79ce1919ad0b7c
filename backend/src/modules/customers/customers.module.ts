import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '../availability/availability.module.js';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import { OrderCatalogReader } from '../orders/order-catalog.reader.js';
import { OrdersRepository } from '../orders/orders.repository.js';
import { Product } from '../products/product.entity.js';
import { CustomersController } from './customers.controller.js';
import { CustomersRepository } from './customers.repository.js';
import { CustomersService } from './customers.service.js';
import { RepeatOrderController } from './repeat-order.controller.js';
import { RepeatOrderService } from './repeat-order.service.js';

/**
 * Customers (DECISIONS 10.1, 10.3). Reads orders and the catalogue with the orders module's own
 * readers (one way to read an order, one way to price), without depending on that module: the
 * orders module calls back into this one only through plain functions (order-customer.ts).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product, Dish, DailyMenu, Neighborhood]), AvailabilityModule],
  controllers: [CustomersController, RepeatOrderController],
  providers: [CustomersRepository, CustomersService, RepeatOrderService, OrdersRepository, OrderCatalogReader],
  exports: [CustomersRepository, OrdersRepository],
})
export class CustomersModule {}
