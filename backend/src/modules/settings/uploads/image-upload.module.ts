import { Module } from '@nestjs/common';
import { ImageUploadService } from './image-upload.service.js';

/** Shared by products (product image) and settings (home banner). */
@Module({ providers: [ImageUploadService], exports: [ImageUploadService] })
export class ImageUploadModule {}
