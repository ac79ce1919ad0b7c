import { CUSTOMER_MESSAGES as M, CUSTOMER_PAGE_LIMIT_MAX, CUSTOMER_SEARCH_MAX, INACTIVE_DAYS_MAX } from '@quentinha/shared/customers/rules';
import { MARKETING_STATUSES, type MarketingStatus } from '@quentinha/shared/customers/types';
import { IsBoolean, IsDefined, ValidateBy } from 'class-validator';
import { validateMarketingNote } from '@quentinha/shared/customers/rules';
import { QueryIn, QueryInt, QueryText } from '../../../common/http/list-query.js';

/** GET /api/customers (and its CSV). */
export class ListCustomersQueryDto {
  @QueryText('search', CUSTOMER_SEARCH_MAX, 'parte do nome ou dos dígitos do WhatsApp', M.search)
  search?: string;

  @QueryInt({ min: 1, max: INACTIVE_DAYS_MAX, default: 0, message: M.inactiveDays, description: 'último pedido há mais de n dias' })
  inactive_days?: number;

  @QueryIn('marketing', MARKETING_STATUSES, M.marketing, 'escolha sobre o cardápio no WhatsApp')
  marketing?: MarketingStatus;

  @QueryInt({ min: 1, max: 1_000_000, default: 1, message: M.page, description: 'página, a partir de 1' })
  page?: number;

  @QueryInt({ min: 1, max: CUSTOMER_PAGE_LIMIT_MAX, default: 20, message: M.limit, description: 'clientes por página' })
  limit?: number;
}

/** A boolean sent as a boolean: 'true' in a JSON body is a mistake worth a 400. */
export class MarketingChoiceBody {
  @IsDefined({ message: M.optIn })
  @IsBoolean({ message: M.optIn })
  opt_in: boolean;
}

/** PUT /api/customers/{id}/marketing: the owner says why (3 to 200 characters). */
export class CustomerMarketingDto extends MarketingChoiceBody {
  @IsDefined({ message: M.note })
  @ValidateBy({ name: 'marketingNote', validator: { validate: (v) => validateMarketingNote(v) === null } }, { message: M.note })
  note: string;
}
