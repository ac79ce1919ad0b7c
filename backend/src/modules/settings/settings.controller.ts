import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { PublicSettingsDto } from '@quentinha/shared/api/types';
import { Public, Roles } from '../../common/auth/decorators.js';
import { type BannerDto, SettingsService } from './settings.service.js';
import { ImageUploadService } from './uploads/image-upload.service.js';

@ApiTags('settings')
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly uploads: ImageUploadService,
  ) {}

  @Public()
  @Get('banner')
  banner(): Promise<BannerDto> {
    return this.settings.banner();
  }

  /** multipart: field image (JPG, PNG, WEBP or GIF, checked by content) */
  @Roles('admin')
  @Post('banner')
  @HttpCode(200)
  async setBanner(@Req() request: FastifyRequest): Promise<BannerDto> {
    return this.settings.setBanner(await this.uploads.receive(request));
  }

  @Public()
  @Get('public')
  publicSettings(): Promise<PublicSettingsDto> {
    return this.settings.publicSettings();
  }
}
