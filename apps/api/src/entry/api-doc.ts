// docs/api.md, drawn from the built app: every registered route, with the OpenAPI document's
// summary, parameters, body and answers. `npm run api-doc` writes it, and
// apps/api/test/api-doc.test.ts fails when the committed file is not what the routes say (ADR 2702).
import type { FastifyInstance } from 'fastify';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: JsonSchema }> }>;
}

/** The sections, in reading order, each with the OpenAPI tags it gathers and what it is for. */
const SECTIONS: Array<{ title: string; tags: string[]; intro: string }> = [
  {
    title: 'Catalogue',
    tags: ['catalogue'],
    intro:
      'Product listings and one product. Lists are paged by `limit` and `offset`; the whole list’s length is in the `X-Total-Count` header. Anonymous, and cached in process for 10 seconds (ADR 0700).',
  },
  {
    title: 'Search',
    tags: ['search'],
    intro:
      'Text search ranks a bounded candidate set (ADR 0701, 0703); image search answers that it is under maintenance.',
  },
  {
    title: 'Discovery',
    tags: ['discovery'],
    intro:
      'Sort and filters of listings and search are the listing’s own query parameters; these routes answer the facet counts and the suggestions as the shopper types (ADR 1600, 1602).',
  },
  {
    title: 'Accounts',
    tags: ['accounts'],
    intro:
      'Sign-up with an e-mailed code, login, profile, logout and a password reset (ADR 0201, 1300). A session is a bearer token.',
  },
  {
    title: 'Cart',
    tags: ['cart'],
    intro: 'The signed-in shopper’s cart: one line per product, current product data, never cached (ADR 0300).',
  },
  {
    title: 'Friends',
    tags: ['friends'],
    intro:
      'Requests, friendships, friends’ carts and blocks (ADR 0400, 2612). Only friends see each other’s carts; anyone else is answered as if the thing were not there.',
  },
  {
    title: 'Social',
    tags: ['social'],
    intro: 'Wishlists, shares, opinions and the activity feed, between friends only (ADR 1700).',
  },
  {
    title: 'Alerts and push',
    tags: ['alerts'],
    intro:
      'Price-drop and back-in-stock alerts: what a shopper wants told and how, Web Push subscriptions (https on a public host only), and the one-click unsubscribe of alert mail (RFC 8058) that needs no sign-in (ADR 3100).',
  },
  {
    title: 'Click-outs',
    tags: ['click-outs'],
    intro: 'Buy Now leaves the store through `/out`, which counts the click and redirects (ADR 1420).',
  },
  {
    title: 'Images',
    tags: ['images'],
    intro: 'Product pictures, in the width and format asked for, made at import or on first request (ADR 1420, 1421).',
  },
  {
    title: 'Operator console',
    tags: ['operator', 'vitals'],
    intro:
      'A signed-in operator only: 401 without a token, 404 for anyone else, every answer `no-store` (ADR 3300). Shoppers’ browsers report Web Vitals to `POST /api/vitals`.',
  },
  {
    title: 'Operations',
    tags: ['operations'],
    intro: 'Liveness and readiness, for the process manager or a load balancer.',
  },
];

const HEADER = `# The HTTP API, as built

This file is drawn from the server's registered routes and their schemas (\`apps/api/src/entry/api-doc.ts\`);
do not edit it by hand: \`npm run api-doc\` writes it, and \`apps/api/test/api-doc.test.ts\` fails when it
is not current. What the screens do with these answers, and their exact words, is in
[product.md](product.md); why the routes are as they are is in [decisions/](decisions/README.md). The
running server answers the same as an OpenAPI document at \`/openapi.json\`.

## Conventions

- **Errors** are \`{ message: string }\` in the product's words, with a 4xx or 5xx status; a refused
  request changes nothing.
- **Signed in** routes need \`Authorization: Bearer <token>\` (the token \`POST /auth/user/login\`
  answers); without a live session they answer 401. Their answers are \`Cache-Control: no-store\`.
- **Limits**: request bodies are at most 64 KB (uploads have their own limit); costly routes are
  limited per client address and per user (ADR 1300, 2610), and answer 429 with \`Retry-After\`.
- **Pages**: a \`GET\` that asks for HTML (a browser, a crawler, a link previewer) of any path
  outside the API answers the web app, its first screen drawn on the server (ADR 0702, 2700); a
  product page carries Open Graph tags for link previews.
- Types below are written as TypeScript: \`?\` marks what may be left out, \`= x\` a default.
`;

const NOT_DOCUMENTED_TITLE = 'Not in the OpenAPI document';
const NOT_DOCUMENTED_INTRO =
  'Files for crawlers, the OpenAPI document itself, and the command line’s local routes (the operator token, from the same machine only: `lib/operator.ts`).';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** A small object reads best on one line, up to this many characters. */
const ONE_LINE = 72;

/** A JSON schema as a TypeScript-like type, indented for a code block. */
export function typeOf(schema: JsonSchema, indent = ''): string {
  const base = baseTypeOf(schema, indent);
  const nullable = schema.nullable && !base.endsWith('| null') ? `${base} | null` : base;
  return schema.default === undefined ? nullable : `${nullable} = ${JSON.stringify(schema.default)}`;
}

function baseTypeOf(schema: JsonSchema, indent: string): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeOf(s, indent)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeOf(s, indent)).join(' & ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  switch (type) {
    case 'object':
      return objectTypeOf(schema, indent);
    case 'array': {
      const item = schema.items ? typeOf(schema.items, indent) : 'unknown';
      const list = /^[\w"]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
      return `${list}${range(schema.minItems, schema.maxItems, ' items')}`;
    }
    case 'string':
      return `string${stringNote(schema)}`;
    case 'integer':
    case 'number':
      return `${type}${range(schema.minimum, schema.maximum)}`;
    case undefined:
      return 'unknown';
    default:
      return type;
  }
}

function objectTypeOf(schema: JsonSchema, indent: string): string {
  const properties = Object.entries(schema.properties ?? {});
  const extra = schema.additionalProperties;
  if (properties.length === 0) {
    return typeof extra === 'object' ? `Record<string, ${typeOf(extra, indent)}>` : '{}';
  }
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([name, property]) => ({
    field: `${name}${required.has(name) ? '' : '?'}: ${typeOf(property, inner)};`,
    note: property.description ? ` // ${property.description}` : '',
  }));
  const oneLine = `{ ${fields.map((f) => f.field.slice(0, -1)).join('; ')} }`;
  if (oneLine.length <= ONE_LINE && !oneLine.includes('\n') && fields.every((f) => !f.note)) return oneLine;
  return `{\n${fields.map((f) => `${inner}${f.field}${f.note}`).join('\n')}\n${indent}}`;
}

function stringNote(schema: JsonSchema): string {
  const notes = [
    schema.format,
    schema.pattern && `/${schema.pattern}/`,
    range(schema.minLength, schema.maxLength, ' chars').trim(),
  ].filter(Boolean);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

/** " 1–10" for a bounded range; zod's ±2^53 bounds of any integer say nothing and are left out. */
function range(min: number | undefined, max: number | undefined, unit = ''): string {
  const low = min === undefined || min <= -MAX_SAFE ? undefined : min;
  const high = max === undefined || max >= MAX_SAFE ? undefined : max;
  if (low === undefined && high === undefined) return '';
  if (high === undefined) return ` ≥ ${low}${unit}`;
  if (low === undefined) return ` ≤ ${high}${unit}`;
  return low === high ? ` ${low}${unit}` : ` ${low}–${high}${unit}`;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A type after a list item's colon: inline when short, else a code block indented under the item. */
function codeBlock(type: string, pad: string): string {
  if (!type.includes('\n')) return ` \`${type}\``;
  return `\n\n${pad}\`\`\`ts\n${pad}${type.replace(/\n/g, `\n${pad}`)}\n${pad}\`\`\`\n`;
}

function renderOperation(method: string, url: string, operation: Operation): string {
  const lines = [`### \`${method} ${url}\``, ''];
  const about = [operation.summary, operation.description].filter(Boolean).join('. ');
  const signedIn = operation.security?.length ? '**Signed in.**' : '';
  lines.push([about && (about.endsWith('.') ? about : `${about}.`), signedIn].filter(Boolean).join(' ') || '—', '');
  for (const where of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
    if (parameters.length === 0) continue;
    lines.push(`- ${where === 'path' ? 'Path' : 'Query'}:`);
    for (const p of parameters) lines.push(`  - \`${p.name}${p.required ? '' : '?'}\`: \`${typeOf(p.schema)}\``);
  }
  for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    lines.push(`- Body (\`${contentType}\`):${codeBlock(typeOf(schema), '  ')}`);
  }
  lines.push('- Answers:');
  for (const [status, response] of Object.entries(operation.responses)) {
    const described =
      response.description && response.description !== 'Default Response' ? ` ${response.description}` : '';
    const contents = Object.entries(response.content ?? {});
    if (contents.length === 0) lines.push(`  - ${status}${described}`);
    for (const [contentType, { schema }] of contents) {
      const kind = contentType === 'application/json' ? '' : ` (\`${contentType}\`)`;
      lines.push(`  - ${status}${described}${kind}:${codeBlock(typeOf(schema), '    ')}`);
    }
  }
  return lines.join('\n');
}

/** The route a hidden route's line names: its method, path and what its schema says of it. */
function renderHidden(method: string, url: string, schema: Record<string, unknown> | undefined): string {
  const summary = typeof schema?.summary === 'string' ? `: ${schema.summary}` : '';
  return `- \`${method} ${openApiPath(url)}\`${summary}`;
}

/** docs/api.md for an app built by `buildApp`, every registered route in it once. */
export function renderApiDoc(app: FastifyInstance): string {
  const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const getUrls = new Set(app.registeredRoutes.filter((r) => r.method === 'GET').map((r) => r.url));
  // Fastify answers HEAD for every GET by itself: those are not routes of their own.
  const routes = app.registeredRoutes.filter((r) => !(r.method === 'HEAD' && getUrls.has(r.url)));
  const bySection = new Map<string, string[]>(SECTIONS.map((s) => [s.title, []]));
  const hidden: string[] = [];
  for (const route of routes) {
    const url = openApiPath(route.url);
    const operation = document.paths[url]?.[route.method.toLowerCase()];
    if (!operation) {
      hidden.push(renderHidden(route.method, route.url, route.schema as Record<string, unknown> | undefined));
      continue;
    }
    const section = SECTIONS.find((s) => s.tags.includes(operation.tags?.[0] ?? ''));
    if (!section)
      throw new Error(`${route.method} ${url}: tag ${String(operation.tags?.[0])} has no section in api-doc.ts`);
    bySection.get(section.title)!.push(renderOperation(route.method, url, operation));
  }
  const parts = [HEADER.trimEnd()];
  for (const section of SECTIONS) {
    parts.push(`## ${section.title}\n\n${section.intro}`, ...bySection.get(section.title)!);
  }
  parts.push(`## ${NOT_DOCUMENTED_TITLE}\n\n${NOT_DOCUMENTED_INTRO}\n\n${hidden.join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
