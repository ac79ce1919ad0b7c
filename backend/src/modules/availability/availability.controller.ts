import { Body, Controller, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { OpeningHours, PauseState } from '@quentinha/shared/availability/hours';
import type { SchedulingSettings } from '@quentinha/shared/availability/slots';
import { Roles } from '../../common/auth/decorators.js';
import { AvailabilitySettingsService } from './availability-settings.service.js';

/** PUT /api/settings/pause: `until` (ISO date-time) makes the pause end by itself. */
type PauseRequest = { paused: boolean; message?: string | null; until?: string | null };

/** 'Horário de Funcionamento', 'Pausar Pedidos' and the slot settings (DECISIONS 9.3). */
@ApiTags('settings')
@ApiCookieAuth()
@Controller('settings')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilitySettingsService) {}

  // The bodies below are typed for /api/docs only: the service reads them as unknown and checks
  // them with the shared rules the settings screens use.

  /** {hours: [{weekday, open, close}], closed_dates: ['yyyy-MM-dd']} */
  @Roles('admin')
  @Put('hours')
  hours(@Body() body: OpeningHours): Promise<OpeningHours> {
    return this.availability.setHours(body);
  }

  /** {paused, message?, until?}: `until` makes it resume by itself */
  @Roles('admin', 'staff', 'kitchen')
  @Put('pause')
  pause(@Body() body: PauseRequest): Promise<PauseState> {
    return this.availability.setPause(body);
  }

  /** {slot_minutes?, slot_capacity?, kitchen_lead_minutes?} */
  @Roles('admin')
  @Put('scheduling')
  scheduling(@Body() body: Partial<SchedulingSettings>): Promise<SchedulingSettings> {
    return this.availability.setScheduling(body);
  }
}
