import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type CatalogVersion, fromCatalog } from '../../common/database/catalog-snapshots.js';
import { selectWhere } from '../../common/database/plain-sql.js';
import {
  ALWAYS_OPEN,
  AVAILABILITY_MESSAGES,
  NO_PAUSE,
  normalizeOpeningHours,
  orderingState,
  validateOpeningHours,
  type OpeningHours,
  type OrderingState,
  type PauseState,
} from '@quentinha/shared/availability/hours';
import { DEFAULT_SCHEDULING, validateSchedulingSettings, type SchedulingSettings } from '@quentinha/shared/availability/slots';
import { validationError } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { Setting } from '../settings/setting.entity.js';

const HOURS_KEY = 'opening_hours';
const PAUSE_KEY = 'ordering_pause';
const SCHEDULING_KEY = 'scheduling';

export const PAUSE_LIMITS = { message: 200 } as const;
export const PAUSE_MESSAGES = {
  paused: 'Informe se os pedidos estão pausados (paused: true ou false)',
  message: `Mensagem da pausa deve ser um texto de até ${PAUSE_LIMITS.message} caracteres`,
  until: 'Fim da pausa deve ser uma data e hora futura (ISO)',
} as const;

export interface AvailabilitySettings {
  hours: OpeningHours;
  pause: PauseState;
  scheduling: SchedulingSettings;
}

/** Opening hours, the pause and the scheduling settings, stored as JSON settings rows. */
@Injectable()
export class AvailabilitySettingsService {
  constructor(
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
    private readonly events: DomainEvents,
  ) {}

  /** Read by every order: kept until the settings change (fromCatalog), read-only; `at`: the order's version. */
  read(at?: CatalogVersion): Promise<AvailabilitySettings> {
    return fromCatalog(this.settings.manager, 'availability-settings', () => this.readRows(), at);
  }

  private async readRows(): Promise<AvailabilitySettings> {
    const rows = await selectWhere(this.settings.manager, Setting, '"key" IN (?, ?, ?)', [HOURS_KEY, PAUSE_KEY, SCHEDULING_KEY]);
    const get = <T>(key: string, fallback: T): T => {
      const row = rows.find((r) => r.key === key);
      if (!row) return fallback;
      try {
        return { ...fallback, ...(JSON.parse(row.value) as T) };
      } catch {
        return fallback;
      }
    };
    return {
      hours: get(HOURS_KEY, ALWAYS_OPEN),
      pause: get(PAUSE_KEY, NO_PAUSE),
      scheduling: get(SCHEDULING_KEY, DEFAULT_SCHEDULING),
    };
  }

  async ordering(now = new Date(), at?: CatalogVersion): Promise<{ ordering: OrderingState } & AvailabilitySettings> {
    const all = await this.read(at);
    return { ...all, ordering: orderingState(now, all.hours, all.pause) };
  }

  async setHours(body: unknown): Promise<OpeningHours> {
    const problem = validateOpeningHours(body);
    if (problem) throw validationError(problem);
    const hours = normalizeOpeningHours(body as OpeningHours);
    await this.write(HOURS_KEY, hours);
    return hours;
  }

  async setPause(body: unknown, now = new Date()): Promise<PauseState> {
    const b = (body ?? {}) as Record<string, unknown>;
    if (typeof b.paused !== 'boolean') throw validationError(PAUSE_MESSAGES.paused);
    if (b.message != null && (typeof b.message !== 'string' || b.message.trim().length > PAUSE_LIMITS.message)) {
      throw validationError(PAUSE_MESSAGES.message);
    }
    let until: string | null = null;
    if (b.until != null && b.until !== '') {
      const at = typeof b.until === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(b.until) ? new Date(b.until) : null;
      if (!at || Number.isNaN(at.getTime()) || at.getTime() <= now.getTime()) throw validationError(PAUSE_MESSAGES.until);
      until = at.toISOString();
    }
    const pause: PauseState = b.paused
      ? { paused: true, message: typeof b.message === 'string' && b.message.trim() ? b.message.trim() : null, until }
      : NO_PAUSE;
    await this.write(PAUSE_KEY, pause);
    return pause;
  }

  async setScheduling(body: unknown): Promise<SchedulingSettings> {
    if (body == null || typeof body !== 'object' || Array.isArray(body)) throw validationError(AVAILABILITY_MESSAGES.hoursInvalid);
    const b = body as Partial<Record<keyof SchedulingSettings, unknown>>;
    const problem = validateSchedulingSettings(b);
    if (problem) throw validationError(problem);
    const current = (await this.read()).scheduling;
    const next: SchedulingSettings = {
      slot_minutes: (b.slot_minutes as number | undefined) ?? current.slot_minutes,
      slot_capacity: (b.slot_capacity as number | undefined) ?? current.slot_capacity,
      kitchen_lead_minutes: (b.kitchen_lead_minutes as number | undefined) ?? current.kitchen_lead_minutes,
    };
    await this.write(SCHEDULING_KEY, next);
    return next;
  }

  private async write(key: string, value: unknown): Promise<void> {
    await this.settings.upsert({ key, value: JSON.stringify(value), updated_at: new Date() }, ['key']);
    const state = await this.ordering();
    this.events.publish('availability.updated', {
      kind: 'ordering',
      ordering: state.ordering,
      hours: state.hours,
      scheduling: state.scheduling,
    });
  }
}
