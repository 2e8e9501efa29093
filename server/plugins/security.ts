import { Transform } from 'node:stream';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/errors.ts';
import { registerInputLimits, tooLarge } from './input-limits.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Request bodies of callers without a session (sign-in, registration, CRM keys) are at most this big. */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;
/** Any other body (app.ts): the largest JSON a form sends is a chapter of 100,000 characters. */
export const BODY_LIMIT = 1024 * 1024;
/**
 * The exam CSV import (12 M characters of CSV, escaped in JSON): the largest body the app takes, and
 * what deploy/nginx.conf and deploy/Caddyfile allow (npm run test:proxy checks both agree).
 */
export const IMPORT_BODY_LIMIT = 16 * 1024 * 1024;

/** `payload` passed through, failing with 413 once more than `limit` bytes came. */
function limited(payload: NodeJS.ReadableStream, limit: number): NodeJS.ReadableStream {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > limit ? tooLarge() : null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

// Players the video library embeds (Google Drive previews, YouTube) are the only framed origins.
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'media-src': ["'self'", 'https:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The installable app (decision 027): its service worker /sw.js and /manifest.webmanifest.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-src': ['https://drive.google.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * Security headers on every response (@fastify/helmet: the page policy above on everything outside
 * /api, HSTS when APP_URL is https — the app sends it, the proxy configs do not), and a same-origin
 * check for cookie-authenticated writes: the browser's Origin must be APP_URL's (so a proxy that
 * rewrites Host works) or match the Host header (direct access, the Vite dev server).
 */
export async function registerSecurity(app: FastifyInstance, options: { appUrl: string }): Promise<void> {
  const appOrigin = new URL(options.appUrl).origin;
  // JSON needs no page policy, and the API reference (/api/docs) brings its own scripts.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) route.helmet = { contentSecurityPolicy: false };
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Only over HTTPS (APP_URL https://): browsers then refuse plain HTTP for a year.
    strictTransportSecurity: options.appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/integration/')) return; // API-key clients, no cookies
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new AppError('forbidden', 403);
      }
      if (url.origin !== appOrigin && url.host !== request.headers.host) throw new AppError('forbidden', 403);
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('forbidden', 403);
    }
  });

  // Guards run on onRequest (plugins/session.ts): a request without a user here is anonymous.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.user) return payload;
    if (Number(request.headers['content-length'] ?? 0) > ANONYMOUS_BODY_LIMIT) throw tooLarge();
    return limited(payload, ANONYMOUS_BODY_LIMIT);
  });
  registerInputLimits(app);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
