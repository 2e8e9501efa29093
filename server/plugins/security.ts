import type { FastifyInstance } from 'fastify';
import { AppError } from '../kernel/errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Players the video library embeds (Google Drive previews, YouTube) are the only framed origins.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://drive.google.com https://www.youtube-nocookie.com https://www.youtube.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Security headers on every response, and a same-origin check for cookie-authenticated writes. */
export function registerSecurity(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.url.startsWith('/api/integration/')) return; // API-key clients, no cookies
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw new AppError('forbidden', 403);
      }
      if (host !== request.headers.host) throw new AppError('forbidden', 403);
    } else if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('forbidden', 403);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Only over HTTPS (APP_URL https://): browsers then refuse plain HTTP for a year.
    if (options.hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), geolocation=(), microphone=(self)');
    if (request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-store');
    } else {
      reply.header('Content-Security-Policy', CSP);
    }
    return payload;
  });
}
