import { PeriodQueryDto } from '../../../common/http/period-query.js';

/**
 * GET /api/analytics/dashboard and /reports query: `period`, `start`, `end`, each checked with its
 * Portuguese message (PeriodQueryDto); parseDashboardQuery turns it into the range.
 */
export class DashboardQueryDto extends PeriodQueryDto {}
