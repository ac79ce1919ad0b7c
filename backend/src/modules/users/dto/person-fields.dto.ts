import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsPersonName, IsPhone, IsRegisterEmail } from '../user-validators.js';

/**
 * The fields and rules of a new account: public sign-up and an admin creating a user share them
 * (the password rule differs: team accounts need a longer one).
 */
export abstract class PersonFieldsDto {
  @ApiProperty({ example: 'Maria Souza' })
  @IsPersonName()
  name: string;

  @ApiProperty({ example: 'maria@exemplo.com' })
  @IsRegisterEmail()
  email: string;

  @ApiPropertyOptional({ example: '(11) 98765-4321', nullable: true })
  @IsPhone()
  phone?: string | null;
}
