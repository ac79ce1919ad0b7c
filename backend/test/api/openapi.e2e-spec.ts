import { startTestApp, type TestApp } from '../support/test-app.js';

type Schema = { $ref?: string; type?: string; properties?: object; items?: Schema; oneOf?: Schema[]; allOf?: Schema[] };
type Operation = {
  operationId: string;
  method: string;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

/** Writes that take no body: the session cookie (or the opt-out link's token) is all they need. */
const NO_BODY = new Set(['AuthController_refresh', 'AuthController_logout', 'MarketingController_optOut', 'PacksController_confirm', 'CompaniesController_close']);

/** `/api/docs` describes every route: a schema for every body and for every answer (issue 15). */
describe('OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let schemas: Record<string, Schema>;

  beforeAll(async () => {
    t = await startTestApp();
    const res = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(res.status).toBe(200);
    const document = (await res.json()) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, Schema> };
    };
    schemas = document.components.schemas;
    operations = Object.values(document.paths).flatMap((path) =>
      Object.entries(path).map(([method, operation]) => ({ ...operation, method })),
    );
  });
  afterAll(() => t.close());

  /** A schema that says something: properties, items, a type, or a reference to one that does. */
  const describes = (schema: Schema | undefined): boolean => {
    if (!schema) return false;
    if (schema.$ref) return describes(schemas[schema.$ref.replace('#/components/schemas/', '')]);
    if (schema.oneOf) return schema.oneOf.every(describes);
    if (schema.allOf) return schema.allOf.every(describes);
    if (schema.type === 'object') return Object.keys(schema.properties ?? {}).length > 0;
    if (schema.type === 'array') return describes(schema.items);
    return Boolean(schema.type);
  };

  it('lists every route', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('gives every body a schema', () => {
    const writes = operations.filter((o) => ['post', 'put', 'patch'].includes(o.method) && !NO_BODY.has(o.operationId));
    expect(writes.filter((o) => !o.requestBody).map((o) => o.operationId)).toEqual([]);
    const vague = operations
      .filter((o) => o.requestBody && !Object.values(o.requestBody.content ?? {}).some((c) => describes(c.schema)))
      .map((o) => o.operationId);
    expect(vague).toEqual([]);
  });

  it('gives every answer a schema, or says it has none (204) or which file it is', () => {
    const missing = operations
      .filter((o) => {
        const [status, answer] = Object.entries(o.responses).find(([s]) => s.startsWith('2')) ?? [];
        if (!status) return true;
        if (status === '204') return false;
        const content = Object.entries(answer!.content ?? {});
        // a file: its content type is the description (text/csv)
        if (content.some(([type]) => type !== 'application/json')) return false;
        return !content.some(([, c]) => describes(c.schema));
      })
      .map((o) => o.operationId);
    expect(missing).toEqual([]);
  });
});

describe('/api/docs in production (DECISIONS 10.8)', () => {
  it('is not served unless API_DOCS=true: it would map every route for a stranger', async () => {
    const hidden = await startTestApp({ NODE_ENV: 'production' });
    try {
      for (const path of ['/api/docs', '/api/docs-json']) {
        const res = await fetch(`${hidden.baseUrl}${path}`);
        expect(res.status).toBe(404);
        await res.arrayBuffer();
      }
    } finally {
      await hidden.close();
    }
    const shown = await startTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      const docs = await fetch(`${shown.baseUrl}/api/docs-json`);
      expect(docs.status).toBe(200);
      // read to the end: an unread large answer keeps its connection busy and the close waits on it
      expect(Object.keys(((await docs.json()) as { paths: object }).paths).length).toBeGreaterThan(10);
    } finally {
      await shown.close();
    }
  });
});
