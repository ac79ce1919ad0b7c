import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import { ITEM_DONE_MESSAGES } from '../orders.service.js';

/** PATCH /api/orders/:id/items/:itemId (DECISIONS 9.2). */
export class ItemDoneDto {
  @ApiProperty({ description: 'a linha foi feita na cozinha' })
  @IsDefined({ message: ITEM_DONE_MESSAGES.doneRequired })
  @IsBoolean({ message: ITEM_DONE_MESSAGES.doneRequired })
  done: boolean;
}
