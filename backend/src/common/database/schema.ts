import { Counter } from './counter.entity.js';
import { User } from '../../modules/users/user.entity.js';
import { RefreshToken } from '../../modules/auth/refresh-token.entity.js';
import { SignInAddress } from '../../modules/auth/sign-in-address.entity.js';
import { Product } from '../../modules/products/product.entity.js';
import { ProductStock } from '../../modules/products/product-stock.entity.js';
import { Dish } from '../../modules/dishes/dish.entity.js';
import { DailyMenu } from '../../modules/daily-menus/daily-menu.entity.js';
import { Neighborhood } from '../../modules/neighborhoods/neighborhood.entity.js';
import { Expense } from '../../modules/expenses/expense.entity.js';
import { Setting } from '../../modules/settings/setting.entity.js';
import { Order, OrderEvent, OrderItem } from '../../modules/orders/order.entity.js';
import { DailyDishSales, DailyProductSales } from '../../modules/orders/daily-sales.entities.js';
import { MIGRATIONS } from './migrations/index.js';

import { MenuPortion, SlotCount } from '../../modules/availability/availability.entities.js';
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
];

export { MIGRATIONS };
