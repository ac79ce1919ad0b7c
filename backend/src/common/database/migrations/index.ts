// Ordered list of migrations; backend/scripts/generate-migration.mjs appends to it.
import { Initial1795426250280 } from './1795426250280-initial.js';
import { OrderCancelReason1795469747013 } from './1795469747013-order-cancel-reason.js';
import { IdempotencyFingerprint1795472067917 } from './1795472067917-idempotency-fingerprint.js';
import { OrderPix1795472810846 } from './1795472810846-order-pix.js';
import { OrderItemDone1795480000000 } from './1795480000000-order-item-done.js';
import { Availability1795490000000 } from './1795490000000-availability.js';
import { ReportIndexes1795620605812 } from './1795620605812-report-indexes.js';
import { SalesLedger1795626837880 } from './1795626837880-sales-ledger.js';
import { CatalogVersion1795700000000 } from './1795700000000-catalog-version.js';
import { BoxRules1795710000000 } from './1795710000000-box-rules.js';
import { SessionsAndAddresses1795720000000 } from './1795720000000-sessions-and-addresses.js';
import { CashDrawer1795730000000 } from './1795730000000-cash-drawer.js';
import { Costing1795750000000 } from './1795750000000-costing.js';
import { Customers1795740000000 } from './1795740000000-customers.js';
import { Packs1795770000000 } from './1795770000000-packs.js';
import { Companies1795760000000 } from './1795760000000-companies.js';
import { CompanyPaymentMethod1795780000000 } from './1795780000000-company-payment-method.js';
// @migration-imports

export const MIGRATIONS = [
  Initial1795426250280,
  OrderCancelReason1795469747013,
  IdempotencyFingerprint1795472067917,
  OrderPix1795472810846,
  OrderItemDone1795480000000,
  Availability1795490000000,
  ReportIndexes1795620605812,
  SalesLedger1795626837880,
  CatalogVersion1795700000000,
  BoxRules1795710000000,
  SessionsAndAddresses1795720000000,
  CashDrawer1795730000000,
  Costing1795750000000,
  Customers1795740000000,
  Packs1795770000000,
  Companies1795760000000,
  CompanyPaymentMethod1795780000000,
  // @migration-list
];
