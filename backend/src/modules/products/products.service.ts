import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type FindOptionsWhere, Repository } from 'typeorm';
import type { ProductDto } from '@quentinha/shared/api/types';
import { type PublicProductDto, seesCosts, toPublicProduct } from '@quentinha/shared/orders/public-view';
import { DEFAULT_PRODUCT_CATEGORY, sortSections, toProductCategory } from '@quentinha/shared/catalog/categories';
import { DEFAULT_MAX_ITEMS_PER_QUENTINHA } from '@quentinha/shared/validation/limits';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { findOrFail, notFound } from '../../common/errors/domain-error.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { ImageUploadService, type ReceivedImage } from '../settings/uploads/image-upload.service.js';
import { isUuid } from '../../common/http/query-params.js';
import type { ProductListQueryDto } from './dto/product-list.query.js';
import { hasRole } from '../../common/auth/auth-user.js';
import type { CreateProductDto, UpdateProductDto } from './dto/product.dto.js';
import { Product } from './product.entity.js';
import { toProductResponse } from './product.mapper.js';
import { checkProduct, toExtras, toSizes } from './product-rules.js';
import { readStock, stockNews, writeStock } from './product-stock.js';
import { type MenuBody, ProductMenuCache, toMenuBody } from './product-menu.cache.js';

/** Admin and staff run the products screen (SPEC section 2): they may see and edit inactive ones. */
const canManage = (user: AuthUser | null) => hasRole(user, 'admin', 'staff');

const categoryOf = (query: ProductListQueryDto) => (query.category ? normalizeCategory(query.category) : undefined);

/**
 * Visibility rule: guests, customers, couriers and kitchen see active products only, whatever
 * they pass. Admin and staff see inactive ones too unless they ask for active=true (or
 * available=true); active=false lists only inactive ones; all=true forces everything.
 * Deleted products are never listed. Undefined: active and inactive.
 */
function visibleActive(user: AuthUser | null, query: ProductListQueryDto): boolean | undefined {
  if (!canManage(user)) return true;
  return query.all ? undefined : (query.active ?? query.available);
}

/** 'Bebidas' -> 'bebida'; other words lower-cased, so filters match whatever the form sent. */
export function normalizeCategory(value: string): string {
  return toProductCategory(value) ?? value.trim().toLowerCase();
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly menuCache: ProductMenuCache,
    private readonly uploads: ImageUploadService,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Visibility rule: guests, customers, couriers and kitchen see active products only, whatever
   * they pass. Admin and staff see inactive ones too unless they ask for active=true (or
   * available=true); active=false lists only inactive ones; all=true forces everything.
   * Deleted products are never listed.
   */
  async list(user: AuthUser | null, query: ProductListQueryDto): Promise<Array<ProductDto | PublicProductDto>> {
    const products = await this.load(visibleActive(user, query), categoryOf(query));
    // the menu carries prices; costs are the owner's and the staff's (not the kitchen's or couriers', 10.8)
    return seesCosts(user?.role) ? products : products.map(toPublicProduct);
  }

  /**
   * The active menu as its response body, serialized once per catalogue change and named by an
   * ETag (the storefront's every load asks for it; most answers are then a 304). Null when the
   * query is not the menu: inactive products, or a category the catalogue does not know.
   */
  async menuBody(user: AuthUser | null, query: ProductListQueryDto): Promise<MenuBody | null> {
    const category = categoryOf(query);
    if (visibleActive(user, query) !== true || (category && !toProductCategory(category))) return null;
    const shape = seesCosts(user?.role) ? 'office' : 'public';
    return this.menuCache.get(`${shape}:${category ?? '*'}`, async () =>
      toMenuBody({ products: await this.list(user, query) }),
    );
  }

  async get(id: string, user: AuthUser | null): Promise<ProductDto> {
    const product = await this.findLive(id);
    if (!product.active && !canManage(user)) throw notFound('Produto');
    return toProductResponse(product, await this.stockOf(product.id));
  }

  async create(dto: CreateProductDto): Promise<ProductDto> {
    const product = this.products.create({
      name: dto.name.trim(),
      description: dto.description?.trim() ?? '',
      category: normalizeCategory(dto.category ?? DEFAULT_PRODUCT_CATEGORY),
      sizes: toSizes(dto.sizes),
      max_items_per_quentinha: dto.max_items_per_quentinha ?? DEFAULT_MAX_ITEMS_PER_QUENTINHA,
      extras: toExtras(dto.extras ?? [], null),
      active: dto.isAvailable ?? dto.active ?? true,
      image_url: null,
      preparation_time: dto.preparationTime ?? 0,
      deleted_at: null,
    });
    const stock = dto.stock ?? null;
    checkProduct(product, stock);
    await this.saveWithStock(product, stock);
    this.changed(stock !== null ? [product.id] : [], stock);
    return toProductResponse(product, stock);
  }

  async update(id: string, dto: UpdateProductDto): Promise<ProductDto> {
    const product = await this.findLive(id);
    if (dto.name !== undefined) product.name = dto.name.trim();
    if (dto.description !== undefined) product.description = dto.description.trim();
    if (dto.category !== undefined) product.category = normalizeCategory(dto.category);
    if (dto.sizes !== undefined) product.sizes = toSizes(dto.sizes);
    if (dto.max_items_per_quentinha !== undefined) product.max_items_per_quentinha = dto.max_items_per_quentinha;
    if (dto.extras !== undefined) product.extras = toExtras(dto.extras, product.extras);
    if (dto.preparationTime !== undefined) product.preparation_time = dto.preparationTime;
    const active = dto.isAvailable ?? dto.active;
    if (active !== undefined) product.active = active;
    const stock = dto.stock !== undefined ? dto.stock : await this.stockOf(product.id);
    checkProduct(product, stock);
    await this.saveWithStock(product, dto.stock);
    this.changed(dto.stock !== undefined ? [product.id] : [], stock);
    return toProductResponse(product, stock);
  }

  /** Hides the product for good; orders keep their copy of its name and prices. */
  async remove(id: string): Promise<void> {
    const product = await this.findLive(id);
    product.deleted_at = new Date();
    product.active = false;
    // its stock goes with it: a cancel of an old order then gives back to nothing
    await this.saveWithStock(product, null);
    this.changed();
  }

  /** Stores the checked upload, points the product at it and drops the previous file. */
  async setImage(id: string, image: ReceivedImage): Promise<ProductDto> {
    const product = await this.findLive(id);
    const previous = product.image_url;
    const url = await this.uploads.store(image);
    try {
      product.image_url = url;
      await this.products.save(product);
    } catch (error) {
      await this.uploads.discard(url);
      throw error;
    }
    await this.uploads.discard(previous);
    this.changed();
    return toProductResponse(product, await this.stockOf(product.id));
  }

  /** For orders: the active, not deleted products among these ids (unknown ids are left out). */
  async findActiveByIds(ids: readonly string[]): Promise<Product[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    return this.products.find({ where: { id: In(valid), active: true, deleted_at: IsNull() } });
  }

  private async findLive(id: string): Promise<Product> {
    const product = await this.products.findOne({ where: { id, deleted_at: IsNull() } });
    return findOrFail(product, 'Produto');
  }

  private async load(active: boolean | undefined, category: string | undefined): Promise<ProductDto[]> {
    const where: FindOptionsWhere<Product> = { deleted_at: IsNull() };
    if (active !== undefined) where.active = active;
    if (category) where.category = category;
    const [rows, stock] = await Promise.all([this.products.find({ where }), readStock(this.products.manager)]);
    const order = sortSections([...new Set(rows.map((p) => p.category))]);
    rows.sort(
      (a, b) =>
        order.indexOf(a.category) - order.indexOf(b.category) ||
        a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }),
    );
    return rows.map((p) => toProductResponse(p, stock.get(p.id) ?? null));
  }

  /** Units left of a product, read now (never from a cache: orders change it); null when not counted. */
  private async stockOf(id: string): Promise<number | null> {
    return (await readStock(this.products.manager, [id])).get(id) ?? null;
  }

  /** The product and its stock in one transaction; `stock` undefined leaves the stock as it is. */
  private async saveWithStock(product: Product, stock: number | null | undefined): Promise<void> {
    await this.products.manager.transaction(async (tx) => {
      await tx.save(product);
      if (stock !== undefined) await writeStock(tx, product.id, stock);
    });
  }

  /**
   * Called after the write committed: the menu cache listens to the same event. A stock the form
   * set reaches the storefronts at once, as an order's does ('Esgotado' live).
   */
  private changed(stockOf: string[] = [], stock: number | null = null): void {
    this.events.publish('catalog.updated', { kind: 'products' });
    if (stockOf.length > 0) {
      const counts = new Map(stock === null ? [] : stockOf.map((id) => [id, stock] as const));
      this.events.publish('availability.updated', stockNews(stockOf, counts));
    }
  }
}
