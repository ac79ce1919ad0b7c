import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

// Decorators for list-route query DTOs: the global ValidationPipe checks them like any body, with
// the same Portuguese sentences the lists always answered (a typo never silently widens a list).

const FLAGS: Record<string, boolean> = { true: true, '1': true, false: false, '0': false };

/** 'true'/'1' or 'false'/'0'; absent or empty: no filter; anything else (a list too) is a 400. */
export function QueryFlag(name: string, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ description, enum: ['true', 'false'] }),
    Transform(({ value }) => (value === '' ? undefined : typeof value === 'string' && value in FLAGS ? FLAGS[value] : value)),
    IsOptional(),
    IsBoolean({ message: `O filtro '${name}' deve ser true ou false.` }),
  );
}

/** A text filter of at most `max` characters, trimmed; a repeated parameter (a list) is a 400. */
export function QueryText(name: string, max: number, description: string) {
  const message = `O filtro '${name}' é inválido.`;
  return applyDecorators(
    ApiPropertyOptional({ description, maxLength: max }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value)),
    IsOptional(),
    MaxLength(max, { message }),
    // listed last: checked first
    IsString({ message }),
  );
}
