import { Injectable } from '@nestjs/common';
import { isValidDay } from '@quentinha/shared/availability/hours';
import {
  SCHEDULING_MESSAGES,
  slotAvailability,
  slotsForDate,
  slotStartInstant,
  type SlotAvailability,
} from '@quentinha/shared/availability/slots';
import { validationError } from '../../common/errors/domain-error.js';
import { AvailabilitySettingsService } from './availability-settings.service.js';
import { PortionsService } from './portions.service.js';

/** GET /api/orders/slots?date=yyyy-MM-dd: the day's slots with boxes taken and left. */
@Injectable()
export class SlotsService {
  constructor(
    private readonly settings: AvailabilitySettingsService,
    private readonly portions: PortionsService,
  ) {}

  async forDate(rawDate: unknown): Promise<SlotAvailability[]> {
    if (!isValidDay(rawDate)) throw validationError(SCHEDULING_MESSAGES.dateInvalid);
    const { hours, scheduling } = await this.settings.read();
    const slots = slotsForDate(rawDate, hours, scheduling.slot_minutes);
    const taken = await this.portions.takenOn(
      slots.map((s) => ({ start: s.start, at: slotStartInstant(rawDate, s).toISOString() })),
    );
    return slotAvailability(slots, scheduling.slot_capacity, taken);
  }
}
