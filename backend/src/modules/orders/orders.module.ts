import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DailyMenu } from '../daily-menus/daily-menu.entity.js';
import { Dish } from '../dishes/dish.entity.js';
import { Neighborhood } from '../neighborhoods/neighborhood.entity.js';
import { Product } from '../products/product.entity.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AvailabilityModule } from '../availability/availability.module.js';
import { MarketingModule } from '../marketing/marketing.module.js';
import { User } from '../users/user.entity.js';
import { CourierLookup } from './courier-lookup.js';
import { OrderCatalogReader } from './order-catalog.reader.js';
import { OrderCreationService } from './order-creation.service.js';
import { OrderEditService } from './order-edit.service.js';
import { Order, OrderEvent, OrderItem } from './order.entity.js';
import { OrderUpdater } from './order-updater.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';
import { PixExpiryService } from './pix-expiry.service.js';

/** Orders: checkout, boards, status flow, admin edits. Reads the catalogue tables, never writes them. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, Product, Dish, DailyMenu, Neighborhood, User]), SettingsModule, AvailabilityModule, MarketingModule],
  controllers: [OrdersController],
  providers: [
    OrdersRepository,
    OrderCatalogReader,
    OrderUpdater,
    CourierLookup,
    OrderCreationService,
    OrderEditService,
    OrdersService,
    PixExpiryService,
  ],
  exports: [OrdersRepository, OrdersService],
})
export class OrdersModule {}
