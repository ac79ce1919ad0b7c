import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '@quentinha/shared/catalog/images';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DomainError, validationError } from '../../../common/errors/domain-error.js';

/** Formats a browser shows everywhere; SVG stays out (it can carry scripts). */
const ALLOWED = new Map([
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);
/** 40 megapixels: more than any phone photo, far less than a decompression bomb */
const MAX_INPUT_PIXELS = 40_000_000;
/** what store() writes (older uploads kept their own format) */
const STORED_NAME = /^([0-9a-f-]{36})\.(jpg|png|webp|gif)$/;
export const NOT_AN_IMAGE = 'Envie uma imagem (JPG, PNG, WEBP ou GIF).';
export const NO_IMAGE = 'Selecione uma imagem para enviar';
export const MALFORMED_MULTIPART = 'Envio de arquivo malformado: use multipart/form-data com um boundary válido.';

export interface ReceivedImage {
  /** the full-size WebP (at most IMAGE_WIDTHS.full wide) */
  full: Buffer;
  /** the card-size WebP (at most IMAGE_WIDTHS.card wide), stored beside it as <id>-card.webp */
  card: Buffer;
  /** optional caption sent beside the file (products send 'Imagem de {name}') */
  alt: string | null;
}

/**
 * The one upload path of the app (product images, home banner): read the multipart body, check
 * the bytes are really an image (the name and declared type are not trusted), store it under
 * UPLOAD_DIR with a generated name as WebP in two widths (shared/src/catalog/images.ts), served
 * at /uploads/<name>.
 */
@Injectable()
export class ImageUploadService {
  private readonly logger = new Logger('ImageUpload');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async receive(request: FastifyRequest, field = 'image'): Promise<ReceivedImage> {
    if (!request.isMultipart()) {
      throw new DomainError('UNSUPPORTED_MEDIA', `Envie a imagem como multipart/form-data no campo '${field}'.`);
    }
    let bytes: Buffer | null = null;
    let alt: string | null = null;
    try {
      for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
        if (part.type === 'file') {
          if (part.fieldname !== field) throw validationError(`Envie a imagem no campo '${field}'.`);
          // toBuffer() throws FST_REQ_FILE_TOO_LARGE past MAX_UPLOAD_BYTES instead of truncating
          bytes = await part.toBuffer();
        } else if (part.fieldname === 'alt' && typeof part.value === 'string') {
          alt = part.value.replaceAll('\u0000', '').trim().slice(0, 200) || null;
        }
      }
    } catch (error) {
      throw this.translate(error);
    }
    if (!bytes || bytes.length === 0) throw validationError(NO_IMAGE);
    const type = await fileTypeFromBuffer(bytes);
    const ext = type && ALLOWED.get(type.mime);
    if (!ext) throw new DomainError('UNSUPPORTED_MEDIA', NOT_AN_IMAGE);
    return { ...(await this.toWebp(bytes, ext === 'gif' || ext === 'webp')), alt };
  }

  /**
   * Encoded again by sharp as WebP in two widths (a phone on 4G downloads the card one), keeping
   * no metadata: a photo taken on the owner's phone loses its EXIF (GPS position of the kitchen,
   * camera, owner's name) before anyone can download it. The orientation is applied first, so
   * the picture stands as it was shot. Bytes that only look like an image (or a decompression bomb
   * past the pixel limit) are refused like any non-image.
   */
  async toWebp(bytes: Buffer, animated = false): Promise<Pick<ReceivedImage, 'full' | 'card'>> {
    const sized = (width: number, quality: number) =>
      sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    try {
      const [full, card] = await Promise.all([sized(IMAGE_WIDTHS.full, 82), sized(IMAGE_WIDTHS.card, 78)]);
      return { full, card };
    } catch (error) {
      this.logger.warn(`imagem recusada: ${(error as Error).message}`);
      throw new DomainError('UNSUPPORTED_MEDIA', NOT_AN_IMAGE);
    }
  }

  /** Writes both widths under a fresh name and returns the full one's public path. */
  async store(image: Pick<ReceivedImage, 'full' | 'card'>): Promise<string> {
    const id = randomUUID();
    const full = `${id}.webp`;
    await writeFile(join(this.config.uploadDir, `${id}-card.webp`), image.card, { flag: 'wx' });
    await writeFile(join(this.config.uploadDir, full), image.full, { flag: 'wx' });
    return `/uploads/${full}`;
  }

  /** Deletes a file this service stored (both widths); other URLs (external) are left alone. */
  async discard(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith('/uploads/')) return;
    const name = basename(url);
    const stored = STORED_NAME.exec(name);
    if (!stored) return;
    for (const file of [name, `${stored[1]}-card.webp`]) {
      await unlink(join(this.config.uploadDir, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') this.logger.warn(`Não foi possível remover ${file}: ${error.message}`);
      });
    }
  }

  private translate(error: unknown): unknown {
    const code = (error as { code?: string })?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      const mb = (this.config.maxUploadBytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
      return new DomainError('PAYLOAD_TOO_LARGE', `A imagem deve ter no máximo ${mb} MB (um arquivo por envio).`);
    }
    if (error instanceof DomainError) return error;
    // anything else here is the body itself (boundary missing, wrong or never closed): the
    // client's mistake, a 400, never a 500
    this.logger.warn(`multipart malformado: ${(error as Error)?.message}`);
    return validationError(MALFORMED_MULTIPART);
  }
}
