import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImageUploadModule } from '../settings/uploads/image-upload.module.js';
import { Product } from './product.entity.js';
import { ProductMenuCache } from './product-menu.cache.js';
import { ProductsController } from './products.controller.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Product]), ImageUploadModule],
  controllers: [ProductsController],
  providers: [ProductsService, ProductMenuCache],
  exports: [ProductsService],
})
export class ProductsModule {}
