import { Module } from '@nestjs/common';
import { ImageUploadModule } from '../settings/uploads/image-upload.module.js';
import { SeedService } from './seed.service.js';

@Module({ imports: [ImageUploadModule], providers: [SeedService] })
export class SeedModule {}
