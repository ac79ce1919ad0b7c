import { ApiProperty } from '@nestjs/swagger';
import { IsStrongPassword } from '../user-validators.js';

/**
 * POST /api/users/:id/password (admin, 'Redefinir Senha'). The DTO checks the basic rule; the
 * service applies the rule of the account's role (team accounts need the longer one).
 */
export class SetPasswordDto {
  @ApiProperty({ example: 'SenhaForte123' })
  @IsStrongPassword()
  password: string;
}
