import { Body, Controller, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { OpeningHours, PauseState } from '@quentinha/shared/availability/hours';
import type { SchedulingSettings } from '@quentinha/shared/availability/slots';
import { Roles } from '../../common/auth/decorators.js';
import { AvailabilitySettingsService } from './availability-settings.service.js';

/** 'Horário de Funcionamento', 'Pausar Pedidos' and the slot settings (DECISIONS 9.3). */
@ApiTags('settings')
@ApiCookieAuth()
@Controller('settings')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilitySettingsService) {}

  /** {hours: [{weekday, open, close}], closed_dates: ['yyyy-MM-dd']} */
  @Roles('admin')
  @Put('hours')
  hours(@Body() body: unknown): Promise<OpeningHours> {
    return this.availability.setHours(body);
  }

  /** {paused, message?, until?}: `until` makes it resume by itself */
  @Roles('admin', 'staff', 'kitchen')
  @Put('pause')
  pause(@Body() body: unknown): Promise<PauseState> {
    return this.availability.setPause(body);
  }

  /** {slot_minutes?, slot_capacity?, kitchen_lead_minutes?} */
  @Roles('admin')
  @Put('scheduling')
  scheduling(@Body() body: unknown): Promise<SchedulingSettings> {
    return this.availability.setScheduling(body);
  }
}
