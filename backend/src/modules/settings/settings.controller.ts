import { Body, Controller, Get, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { OrderingSettingsDto, PublicSettingsDto, StoreSettingsDto } from '@quentinha/shared/api/types';
import { Public, Roles } from '../../common/auth/decorators.js';
import { type BannerDto, SettingsService } from './settings.service.js';
import { ImageUploadService } from './uploads/image-upload.service.js';
import { StoreSettingsBody } from './dto/store-settings.dto.js';
import { StoreSettingsService } from './store-settings.service.js';
import { OrderingSettingsBody } from './dto/ordering-settings.dto.js';
import { OrderingSettingsService } from './ordering-settings.service.js';
import { ApiImageUpload } from './uploads/api-image-upload.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly uploads: ImageUploadService,
    private readonly storeSettings: StoreSettingsService,
    private readonly ordering: OrderingSettingsService,
  ) {}

  @Public()
  @Get('banner')
  banner(): Promise<BannerDto> {
    return this.settings.banner();
  }

  /** multipart: field image (JPG, PNG, WEBP or GIF, checked by content) */
  @Roles('admin')
  @Post('banner')
  @ApiImageUpload()
  @HttpCode(200)
  async setBanner(@Req() request: FastifyRequest): Promise<BannerDto> {
    return this.settings.setBanner(await this.uploads.receive(request));
  }

  @ApiCookieAuth()
  @Roles('admin')
  @Get('store')
  store(): Promise<StoreSettingsDto> {
    return this.storeSettings.read();
  }

  /** 'Dados da Loja': the storefront, the WhatsApp message and the PIX code change at once. */
  @ApiCookieAuth()
  @Roles('admin')
  @Put('store')
  updateStore(@Body() body: StoreSettingsBody): Promise<StoreSettingsDto> {
    return this.storeSettings.update(body);
  }

  /** 'Pedidos' (DECISIONS 10.9): staff read it too (the boards know whether orders come in accepted). */
  @ApiCookieAuth()
  @Roles('admin', 'staff')
  @Get('ordering')
  orderingSettings(): Promise<OrderingSettingsDto> {
    return this.ordering.read();
  }

  /** {auto_accept?, max_boxes_per_order?, pix_timeout_minutes?}: the next website order follows it. */
  @ApiCookieAuth()
  @Roles('admin')
  @Put('ordering')
  updateOrdering(@Body() body: OrderingSettingsBody): Promise<OrderingSettingsDto> {
    return this.ordering.update(body);
  }

  @Public()
  @Get('public')
  publicSettings(): Promise<PublicSettingsDto> {
    return this.settings.publicSettings();
  }
}
