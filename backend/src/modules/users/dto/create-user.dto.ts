import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '@quentinha/shared/api/types';
import { IsPasswordForRole, IsRole } from '../user-validators.js';
import { PersonFieldsDto } from './person-fields.dto.js';

/** POST /api/users (admin): any role; team roles need the longer team password. */
export class CreateUserDto extends PersonFieldsDto {
  @ApiProperty({ enum: ['admin', 'staff', 'kitchen', 'delivery', 'customer'] })
  @IsRole()
  role: Role;

  @ApiProperty({ example: 'SenhaForte123', description: 'equipe: ao menos 10 caracteres com maiúscula, minúscula e número' })
  @IsPasswordForRole()
  password: string;
}
