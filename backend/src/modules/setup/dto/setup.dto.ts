import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { validateBusinessName } from '@quentinha/shared/settings/store-settings';
import { IsWhatsapp } from '../../../common/validation/validators.js';
import { STORE_WHATSAPP_FIELD } from '../../settings/dto/store-settings.dto.js';
import { IsPersonName, IsRegisterEmail, passwordForRoleRule, SharedRule } from '../../users/user-validators.js';

/**
 * POST /api/setup (public, once): the owner's account, the store's name and its WhatsApp. The
 * number is optional on the API (DECISIONS 9.4 names the other fields; a caller without it keeps
 * working) but checked when given; the 'Configuração Inicial' form always asks it.
 */
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

  @ApiPropertyOptional({ example: '(11) 98765-4321', description: 'o WhatsApp da loja, onde chegam os pedidos' })
  @IsWhatsapp({ ...STORE_WHATSAPP_FIELD, optional: true })
  whatsapp_number?: string | null;

  // optional for the validator so that a missing code answers 403 (SetupService), like a wrong one
  @ApiPropertyOptional({ example: 'ABCD-EFGH-JKMN', description: 'o código que o servidor escreve no log ao iniciar (setup_code=...)' })
  @IsOptional()
  @IsString({ message: 'Código de configuração inválido.' })
  @MaxLength(64, { message: 'Código de configuração inválido.' })
  setup_code?: string;
}
