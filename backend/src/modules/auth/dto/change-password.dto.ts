import { ApiProperty } from '@nestjs/swagger';
import { IsLoginPassword, IsStrongPassword } from '../../users/user-validators.js';

/**
 * PUT /api/auth/password ('Alterar Senha', any signed-in person). The service applies the rule of
 * the person's role to the new password (team accounts need the longer one).
 */
export class ChangePasswordDto {
  @ApiProperty()
  @IsLoginPassword()
  current_password: string;

  @ApiProperty({ example: 'SenhaNova123' })
  @IsStrongPassword()
  new_password: string;
}
