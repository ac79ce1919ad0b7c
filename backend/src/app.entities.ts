import { Counter } from './common/database/counter.entity.js';
import { User } from './modules/users/user.entity.js';
import { RefreshToken } from './modules/auth/refresh-token.entity.js';
import { SignInAddress } from './modules/auth/sign-in-address.entity.js';
import { Product } from './modules/products/product.entity.js';
import { ProductStock } from './modules/products/product-stock.entity.js';
import { Dish } from './modules/dishes/dish.entity.js';
import { DailyMenu } from './modules/daily-menus/daily-menu.entity.js';
import { Neighborhood } from './modules/neighborhoods/neighborhood.entity.js';
import { Expense } from './modules/expenses/expense.entity.js';
import { Setting } from './modules/settings/setting.entity.js';
import { Order, OrderEvent, OrderItem } from './modules/orders/order.entity.js';
import { DailyDishSales, DailyProductSales } from './modules/orders/daily-sales.entities.js';
import { MenuPortion, SlotCount } from './modules/availability/availability.entities.js';
import { Customer, CustomerConsent, MarketingConsentVersion } from './modules/customers/customer.entities.js';
import { COSTING_ENTITIES } from './modules/costing/costing.entities.js';
import { CASH_ENTITIES } from './modules/cash/cash.entities.js';
import { PACK_ENTITIES } from './modules/packs/pack.entities.js';
import { COMPANY_ENTITIES } from './modules/companies/company.entities.js';

/**
 * Every table the app maps, assembled here beside app.module.ts because this is the one place that
 * knows every module: common/ stays below the modules and takes the list as a parameter.
 * A new entity goes in this list (and its table in a migration).
 */
export const ENTITIES = [
  Counter,
  User,
  RefreshToken,
  SignInAddress,
  Product,
  ProductStock,
  Dish,
  DailyMenu,
  Neighborhood,
  Expense,
  Setting,
  Order,
  OrderItem,
  OrderEvent,
  MenuPortion,
  SlotCount,
  DailyProductSales,
  DailyDishSales,
  ...COSTING_ENTITIES,
  ...CASH_ENTITIES,
  Customer,
  CustomerConsent,
  MarketingConsentVersion,
  ...PACK_ENTITIES,
  ...COMPANY_ENTITIES,
];
