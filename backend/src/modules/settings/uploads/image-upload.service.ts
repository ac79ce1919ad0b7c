import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
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
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;
export const NOT_AN_IMAGE = 'Envie uma imagem (JPG, PNG, WEBP ou GIF).';
export const NO_IMAGE = 'Selecione uma imagem para enviar';
export const MALFORMED_MULTIPART = 'Envio de arquivo malformado: use multipart/form-data com um boundary válido.';

export interface ReceivedImage {
  bytes: Buffer;
  ext: string;
  /** optional caption sent beside the file (products send 'Imagem de {name}') */
  alt: string | null;
}

/**
 * The one upload path of the app (product images, home banner): read the multipart body, check
 * the bytes are really an image (the name and declared type are not trusted), store it under
 * UPLOAD_DIR with a generated name, served at /uploads/<name>.
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
    return { bytes: await this.withoutMetadata(bytes, ext), ext, alt };
  }

  /**
   * Encoded again by sharp, which keeps no metadata: a photo taken on the owner's phone loses its
   * EXIF (GPS position of the kitchen, camera, owner's name) before anyone can download it. The
   * orientation is applied first, so the picture stands as it was shot. Bytes that only look like
   * an image (or a decompression bomb past the pixel limit) are refused like any non-image.
   */
  private async withoutMetadata(bytes: Buffer, ext: string): Promise<Buffer> {
    const animated = ext === 'gif' || ext === 'webp';
    try {
      const image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      switch (ext) {
        case 'jpg':
          return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
        case 'png':
          return await image.png().toBuffer();
        case 'webp':
          return await image.webp({ quality: 85 }).toBuffer();
        default:
          return await image.gif().toBuffer();
      }
    } catch (error) {
      this.logger.warn(`imagem recusada: ${(error as Error).message}`);
      throw new DomainError('UNSUPPORTED_MEDIA', NOT_AN_IMAGE);
    }
  }

  /** Writes the image under a fresh name and returns its public path. */
  async store(image: ReceivedImage): Promise<string> {
    const name = `${randomUUID()}.${image.ext}`;
    await writeFile(join(this.config.uploadDir, name), image.bytes, { flag: 'wx' });
    return `/uploads/${name}`;
  }

  /** Deletes a file this service stored; other URLs (external, seeded) are left alone. */
  async discard(url: string | null | undefined): Promise<void> {
    if (!url?.startsWith('/uploads/')) return;
    const name = basename(url);
    if (!STORED_NAME.test(name)) return;
    await unlink(join(this.config.uploadDir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') this.logger.warn(`Não foi possível remover ${name}: ${error.message}`);
    });
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
