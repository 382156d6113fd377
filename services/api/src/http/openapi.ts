import { ProblemDetails } from '@pathwise/contracts';
import { z } from 'zod';
import type { RouteDefinition } from './define-route.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;

function parameters(route: RouteDefinition) {
  const entries: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      entries.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return entries;
}

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
});

/** The OpenAPI 3.1 document of the API, generated from the same zod schemas that validate requests. */
export function buildOpenApiDocument(routes: readonly RouteDefinition[], info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      responses[status] = response.schema
        ? { description: response.description, content: { 'application/json': { schema: toSchema(response.schema, 'output') } } }
        : { description: response.description };
    }
    if (route.params || route.query || route.body) responses['400'] ??= problemResponse('Invalid request: the problem names each field');
    if (route.access === 'user') responses['401'] ??= problemResponse('No valid access token');
    responses['500'] ??= problemResponse('Unexpected error; the problem carries a trace id');
    const operation: Record<string, unknown> = {
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      tags: route.tags,
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())}`,
      parameters: parameters(route),
      responses,
      ...(route.access === 'user' ? { security: [{ bearerAuth: [] }] } : {}),
    };
    if (route.rawBody) {
      // Uploads are bytes of these types; their body schema only checks the bytes and says nothing a client can use.
      const bytes = { schema: { type: 'string', format: 'binary' } };
      operation.requestBody = { required: true, content: Object.fromEntries(route.rawBody.types.map((type) => [type, bytes])) };
    } else if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
    }
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pathwise API',
      version: info.version,
      description:
        'The Pathwise HTTP API. Errors are RFC 9457 problem details (application/problem+json) with a trace id; ' +
        'invalid fields are listed in `errors` with JSON pointers. Log positions are 64-bit integers sent as strings.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ProblemDetails: toSchema(ProblemDetails, 'output') },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
