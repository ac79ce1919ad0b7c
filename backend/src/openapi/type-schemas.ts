import type { OpenAPIObject } from '@nestjs/swagger';
import { TYPE_SCHEMAS } from './type-schemas.generated.js';

type Schema = Record<string, unknown>;
type Operation = {
  operationId?: string;
  requestBody?: unknown;
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
};
const generated = TYPE_SCHEMAS as {
  components: Record<string, Schema>;
  operations: Record<string, { body?: Schema; response?: Schema }>;
};

/**
 * Fills Nest's document with the schemas scripts/openapi-schemas.mjs read from the code's own
 * types: each JSON body, and each success answer that has a body. Routes that say more by
 * decorators (a multipart upload, a CSV file) keep what they say.
 */
export function withTypeSchemas(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...generated.components },
  };
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Operation[]) {
      const types = operation.operationId ? generated.operations[operation.operationId] : undefined;
      if (!types) continue;
      if (types.body)
        operation.requestBody = { required: true, content: { 'application/json': { schema: types.body } } };
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
      if (types.response && success && !success.content)
        success.content = { 'application/json': { schema: types.response } };
    }
  }
  return document;
}
