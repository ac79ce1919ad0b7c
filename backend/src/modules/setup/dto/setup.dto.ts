import { ApiProperty } from '@nestjs/swagger';
import { validateBusinessName } from '@quentinha/shared/settings/store-settings';
import { IsPersonName, IsRegisterEmail, passwordForRoleRule, SharedRule } from '../../users/user-validators.js';

/** POST /api/setup (public, once): the owner's account and the store's name. */
export class SetupDto {
  @ApiProperty({ example: 'Maria Souza' })
  @IsPersonName()
  name: string;

  @ApiProperty({ example: 'maria@minhaloja.com.br' })
  @IsRegisterEmail()
  email: string;

  @ApiProperty({ example: 'SenhaForte123', description: 'ao menos 10 caracteres com maiúscula, minúscula e número' })
  @SharedRule('ownerPassword', passwordForRoleRule('admin'))
  password: string;

  @ApiProperty({ example: 'Quentinha da Maria' })
  @SharedRule('businessName', validateBusinessName)
  business_name: string;
}
