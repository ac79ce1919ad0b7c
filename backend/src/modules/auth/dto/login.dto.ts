import { ApiProperty } from '@nestjs/swagger';
import { IsLoginEmail, IsLoginPassword } from '../../users/user-validators.js';

/** POST /api/auth/login, with the login form's messages (SPEC section 5). */
export class LoginDto {
  @ApiProperty({ example: 'admin@quentinha.com' })
  @IsLoginEmail()
  email: string;

  @ApiProperty({ example: 'Senha123' })
  @IsLoginPassword()
  password: string;
}
