import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';

/** /api/docs for the routes ImageUploadService reads: a multipart form, not a JSON body. */
export const ApiImageUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    ApiBody({
      schema: {
        type: 'object',
        required: ['image'],
        properties: {
          image: { type: 'string', format: 'binary', description: 'JPG, PNG, WEBP ou GIF (conferido pelo conteúdo)' },
          alt: { type: 'string', maxLength: 200, description: 'texto alternativo da imagem' },
        },
      },
    }),
  );
