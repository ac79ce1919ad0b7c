import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEFAULT_ORDERING_SETTINGS,
  ORDERING_LIMITS,
  ORDERING_MESSAGES,
  validateAutoAccept,
  validateMaxBoxesPerOrder,
  validatePixTimeoutMinutes,
} from '@quentinha/shared/settings/ordering';
import { AtLeastOneField, OptionalButNotNull } from '../../../common/validation/validators.js';
import { SharedRule } from '../../users/user-validators.js';

/** PUT /api/settings/ordering (admin): any of the three; what is left out keeps its value. */
@AtLeastOneField(ORDERING_MESSAGES.noField)
export class OrderingSettingsBody {
  @ApiPropertyOptional({ default: DEFAULT_ORDERING_SETTINGS.auto_accept, description: 'PIX orders still wait for payment' })
  @OptionalButNotNull()
  @SharedRule('autoAccept', validateAutoAccept)
  auto_accept?: boolean;

  @ApiPropertyOptional({ default: DEFAULT_ORDERING_SETTINGS.max_boxes_per_order, ...ORDERING_LIMITS.maxBoxesPerOrder })
  @OptionalButNotNull()
  @SharedRule('maxBoxesPerOrder', validateMaxBoxesPerOrder)
  max_boxes_per_order?: number;

  @ApiPropertyOptional({ default: DEFAULT_ORDERING_SETTINGS.pix_timeout_minutes, ...ORDERING_LIMITS.pixTimeoutMinutes, description: '0: never' })
  @OptionalButNotNull()
  @SharedRule('pixTimeoutMinutes', validatePixTimeoutMinutes)
  pix_timeout_minutes?: number;
}
