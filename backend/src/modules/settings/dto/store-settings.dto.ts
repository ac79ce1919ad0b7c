import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, registerDecorator, ValidateIf, ValidateNested, type ValidationArguments } from 'class-validator';
import type { PixKeyTypeDto } from '@quentinha/shared/api/types';
import {
  PIX_KEY_TYPES,
  validatePixKey,
  validatePixKeyType,
  validatePixMerchantCity,
  validatePixMerchantName,
} from '@quentinha/shared/pix/pix-key';
import {
  validateBusinessName,
  STORE_MESSAGES,
  validateCity,
  validatePickupAddress,
  validateTagline,
} from '@quentinha/shared/settings/store-settings';
import { IsWhatsapp } from '../../../common/validation/validators.js';
import { SharedRule } from '../../users/user-validators.js';

/** The store's own WhatsApp, in 'Dados da Loja' and at the first start. */
export const STORE_WHATSAPP_FIELD = { label: 'WhatsApp da loja', invalid: STORE_MESSAGES.whatsappInvalid } as const;

/** The key is checked against its sibling key_type (CPF digits, +55 phone, UUID...). */
function IsPixKeyOfType() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'pixKeyOfType',
      target: target.constructor,
      propertyName,
      options: {
        message: (args: ValidationArguments) => validatePixKey((args.object as PixSettingsBody).key_type, args.value) ?? '',
      },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          validatePixKey((args.object as PixSettingsBody).key_type, value) === null,
      },
    });
}

export class PixSettingsBody {
  @ApiProperty({ enum: PIX_KEY_TYPES })
  @SharedRule('pixKeyType', validatePixKeyType)
  key_type: PixKeyTypeDto;

  @ApiProperty({ example: '11.222.333/0001-81' })
  @IsPixKeyOfType()
  key: string;

  @ApiProperty({ example: 'Quentinha da Maria', description: 'cortado em 25 caracteres no código' })
  @SharedRule('pixMerchantName', validatePixMerchantName)
  merchant_name: string;

  @ApiProperty({ example: 'São Paulo', description: 'cortada em 15 caracteres no código' })
  @SharedRule('pixMerchantCity', validatePixMerchantCity)
  merchant_city: string;
}

/** PUT /api/settings/store (admin): the whole 'Dados da Loja' form; pix null turns PIX off. */
export class StoreSettingsBody {
  @ApiProperty({ example: 'Quentinha da Maria' })
  @SharedRule('businessName', validateBusinessName)
  business_name: string;

  @ApiPropertyOptional({ example: 'Comida caseira todo dia' })
  @SharedRule('tagline', validateTagline)
  tagline?: string | null;

  @ApiProperty({ example: '(11) 98765-4321', description: 'qualquer grafia de um número brasileiro; guardado como 55 + DDD + número' })
  @IsWhatsapp(STORE_WHATSAPP_FIELD)
  whatsapp_number: string;

  @ApiPropertyOptional({ example: 'Rua das Flores, 123 - Centro', nullable: true })
  @SharedRule('pickupAddress', validatePickupAddress)
  pickup_address?: string | null;

  @ApiPropertyOptional({ example: 'São Paulo - SP', nullable: true, description: 'a cidade das entregas: os links de mapa do entregador a incluem' })
  @SharedRule('city', validateCity)
  city?: string | null;

  @ApiPropertyOptional({ type: PixSettingsBody, nullable: true })
  @ValidateIf((dto: StoreSettingsBody) => dto.pix !== null && dto.pix !== undefined)
  @IsObject({ message: "O campo 'pix' deve ser um objeto ou null." })
  @ValidateNested()
  @Type(() => PixSettingsBody)
  pix?: PixSettingsBody | null;
}
