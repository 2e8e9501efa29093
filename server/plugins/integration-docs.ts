// The CRM integration's own reference, readable without signing in (issue 32, decision 053):
// GET /api/integration/v1/openapi.json, the subset of the OpenAPI description under that prefix,
// and GET /api/integration/v1/reference, the same as a plain HTML page with examples.
import type { FastifyInstance } from 'fastify';

export const INTEGRATION_PREFIX = '/api/integration/v1';

type Operation = {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: { type?: string } }[];
  requestBody?: {
    content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }>;
  };
  responses?: Record<
    string,
    {
      description?: string;
      content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }>;
    }
  >;
};
type Spec = {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

const usedSchemes = (paths: Spec['paths']) =>
  new Set(
    Object.values(paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) => (op.security ?? []).flatMap(Object.keys)),
    ),
  );
const pick = (all: Record<string, unknown>, names: Set<string>) =>
  Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)));

/** The integration operations with their security schemes; nothing of the app's own API. */
export function integrationSpec(
  full: Spec,
): Spec & { openapi: string; tags: { name: string; description: string }[] } {
  const paths = Object.fromEntries(
    Object.entries(full.paths).filter(([url]) => url.startsWith(INTEGRATION_PREFIX)),
  );
  return {
    openapi: '3.1.0',
    info: {
      ...full.info,
      title: 'MPU-Vorbereitung CRM-Integration',
      description:
        'Provision learner access from a CRM and read it back. Authenticate with an API key that an ' +
        'administrator made under Admin › API-Schlüssel: `Authorization: Bearer <key>` or `X-API-Key: <key>`. ' +
        'Errors: `{ "error": { "code", "message"? } }`.',
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'integration/v1', description: 'Learners and their access' }],
    paths,
    components: { securitySchemes: pick(full.components?.securitySchemes ?? {}, usedSchemes(paths)) },
  } as Spec & { openapi: string; tags: { name: string; description: string }[] };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
const block = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
const exampleOf = (
  content?: Record<string, { example?: unknown; examples?: Record<string, { value?: unknown }> }>,
) =>
  content?.['application/json']?.example ??
  Object.values(content?.['application/json']?.examples ?? {})[0]?.value;

function operationHtml(url: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li>${code(p.name)} (${p.in}${p.required ? ', required' : ''})</li>`)
    .join('');
  const request = exampleOf(op.requestBody?.content);
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const example = exampleOf(r.content);
      return `<li><strong>${status}</strong> ${escapeHtml(r.description ?? '')}${example ? block(example) : ''}</li>`;
    })
    .join('');
  return `<section><h2>${code(`${method.toUpperCase()} ${url}`)} ${escapeHtml(op.summary ?? '')}</h2>
<p>${escapeHtml(op.description ?? '')}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${request ? `<h3>Request body (example)</h3>${block(request)}` : ''}
<h3>Responses</h3><ul>${responses}</ul></section>`;
}

export function referenceHtml(spec: Spec): string {
  const operations = Object.entries(spec.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, op]) => operationHtml(url, method, op)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(spec.info.title))}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#0f172a}
pre{background:#f1f5f9;padding:.75rem;overflow:auto}code{font-size:.95em}section{border-top:1px solid #cbd5e1;margin-top:1.5rem}</style>
</head><body><h1>${escapeHtml(String(spec.info.title))}</h1><p>${escapeHtml(String(spec.info.description ?? ''))}</p>
<p>Machine-readable: <a href="${INTEGRATION_PREFIX}/openapi.json">${INTEGRATION_PREFIX}/openapi.json</a> (OpenAPI 3.1).</p>
${operations.join('\n')}</body></html>`;
}

export function registerIntegrationDocs(app: FastifyInstance): void {
  const spec = () => integrationSpec(app.swagger() as unknown as Spec);
  app.get(`${INTEGRATION_PREFIX}/openapi.json`, { schema: { hide: true } }, () => spec());
  app.get(`${INTEGRATION_PREFIX}/reference`, { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(referenceHtml(spec())),
  );
}
