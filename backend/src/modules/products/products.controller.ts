import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ProductDto } from '@quentinha/shared/api/types';
import { type PublicProductDto, seesCosts, toPublicProduct } from '@quentinha/shared/orders/public-view';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ImageUploadService } from '../settings/uploads/image-upload.service.js';
import { CreateProductDto, UpdateProductDto } from './dto/product.dto.js';
import { ProductListQueryDto } from './dto/product-list.query.js';
import { ProductsService } from './products.service.js';
import { menuHeaders } from './menu-reply.js';
import { IdParam } from '../../common/http/id-param.js';
import { ApiImageUpload } from '../settings/uploads/api-image-upload.js';

@ApiTags('products')
@Controller('products')
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly uploads: ImageUploadService,
  ) {}

  @Public()
  @Get()
  async list(
    @CurrentUser() user: AuthUser | null,
    @Query() query: ProductListQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<{ products: Array<ProductDto | PublicProductDto> } | string | undefined> {
    const menu = await this.products.menuBody(user, query);
    if (!menu) return { products: await this.products.list(user, query) };
    // a guest's plain GET is usually answered before this (guestMenuFastPath), the same way
    return menuHeaders(request, reply, menu).notModified ? undefined : menu.json;
  }

  @Public()
  @Get(':id')
  async get(
    @IdParam('Produto') id: string,
    @CurrentUser() user: AuthUser | null,
  ): Promise<{ product: ProductDto | PublicProductDto }> {
    const product = await this.products.get(id, user);
    return { product: seesCosts(user?.role) ? product : toPublicProduct(product) };
  }

  @Roles('admin', 'staff')
  @Post()
  async create(@Body() dto: CreateProductDto): Promise<{ product: ProductDto }> {
    return { product: await this.products.create(dto) };
  }

  @Roles('admin', 'staff')
  @Put(':id')
  async update(@IdParam('Produto') id: string, @Body() dto: UpdateProductDto): Promise<{ product: ProductDto }> {
    return { product: await this.products.update(id, dto) };
  }

  @Roles('admin', 'staff')
  @Delete(':id')
  @HttpCode(204)
  async remove(@IdParam('Produto') id: string): Promise<void> {
    await this.products.remove(id);
  }

  /** multipart: field image (JPG, PNG, WEBP or GIF, checked by content) and an optional alt */
  @Roles('admin', 'staff')
  @Post(':id/upload-image')
  @ApiImageUpload()
  @HttpCode(200)
  async uploadImage(@IdParam('Produto') id: string, @Req() request: FastifyRequest): Promise<{ product: ProductDto }> {
    const image = await this.uploads.receive(request);
    return { product: await this.products.setImage(id, image) };
  }
}
