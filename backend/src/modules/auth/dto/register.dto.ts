import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ValidateIf } from 'class-validator';
import { PersonFieldsDto } from '../../users/dto/person-fields.dto.js';
import { IsPasswordConfirmation, IsStrongPassword } from '../../users/user-validators.js';

/** POST /api/auth/register: the registration form of SPEC section 5, checked again here. */
export class RegisterDto extends PersonFieldsDto {
  @ApiProperty({ example: 'Senha123' })
  @IsStrongPassword()
  password: string;

  /** Optional; a client that sends it gets the form's own check. */
  @ApiPropertyOptional()
  @ValidateIf((dto: RegisterDto) => dto.confirmPassword !== undefined)
  @IsPasswordConfirmation()
  confirmPassword?: string;

  /** Accepted because the client sends it, then ignored: sign-up always makes a customer. */
  @ApiPropertyOptional({ description: 'ignorado: o cadastro público sempre cria um cliente' })
  @Allow()
  role?: unknown;
}
