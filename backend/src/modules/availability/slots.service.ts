import { Injectable } from '@nestjs/common';
import {
  slotAvailability,
  slotsForDate,
  slotStartInstant,
  type SlotAvailability,
} from '@quentinha/shared/availability/slots';
import { AvailabilitySettingsService } from './availability-settings.service.js';
import { PortionsService } from './portions.service.js';

/** GET /api/orders/slots?date=yyyy-MM-dd: the day's slots with boxes taken and left. */
@Injectable()
export class SlotsService {
  constructor(
    private readonly settings: AvailabilitySettingsService,
    private readonly portions: PortionsService,
  ) {}

  /** `day`: a calendar day, checked by SlotsQueryDto. */
  async forDate(day: string): Promise<SlotAvailability[]> {
    const { hours, scheduling } = await this.settings.read();
    const slots = slotsForDate(day, hours, scheduling.slot_minutes);
    const taken = await this.portions.takenOn(
      slots.map((s) => ({ start: s.start, at: slotStartInstant(day, s).toISOString() })),
    );
    return slotAvailability(slots, scheduling.slot_capacity, taken);
  }
}
