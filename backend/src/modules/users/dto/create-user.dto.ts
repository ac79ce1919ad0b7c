import { ApiProperty } from '@nestjs/swagger';
import type { Role } from '@quentinha/shared/api/types';
import { IsRole } from '../user-validators.js';
import { PersonFieldsDto } from './person-fields.dto.js';

/** POST /api/users (admin): any role, the same rules as public registration. */
export class CreateUserDto extends PersonFieldsDto {
  @ApiProperty({ enum: ['admin', 'staff', 'kitchen', 'delivery', 'customer'] })
  @IsRole()
  role: Role;
}
