import { ApiPropertyOptional } from '@nestjs/swagger';
import type { Role } from '@quentinha/shared/api/types';
import { IsBoolean, ValidateIf } from 'class-validator';
import { IsPersonName, IsPhone, IsRegisterEmail, IsRole, IsStrongPassword } from '../user-validators.js';

// ValidateIf(!== undefined) rather than IsOptional: a null name or role must be refused, not written.
const present = (field: string) => ValidateIf((dto: Record<string, unknown>) => dto[field] !== undefined);

/** PUT /api/users/:id (admin): every field optional; null or '' phone clears it. */
export class UpdateUserDto {
  @ApiPropertyOptional()
  @present('name')
  @IsPersonName()
  name?: string;

  @ApiPropertyOptional()
  @present('email')
  @IsRegisterEmail()
  email?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional({ enum: ['admin', 'staff', 'kitchen', 'delivery', 'customer'] })
  @present('role')
  @IsRole()
  role?: Role;

  @ApiPropertyOptional()
  @present('active')
  @IsBoolean({ message: 'O campo ativo deve ser verdadeiro ou falso' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'nova senha; encerra as sessões do usuário' })
  @present('password')
  @IsStrongPassword()
  password?: string;
}
