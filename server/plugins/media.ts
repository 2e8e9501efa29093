import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Videos, captions and posters shipped with the content pack (content/media). */
export const defaultMediaRoot = fileURLToPath(new URL('../../content/media', import.meta.url));

/**
 * Serves media files at /media/<file> with range requests (seeking in a video) and a day of
 * caching. Files are public demo content, not user data.
 */
export async function registerMedia(app: FastifyInstance, mediaRoot: string): Promise<void> {
  if (!existsSync(mediaRoot)) return;
  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    acceptRanges: true,
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=86400');
    },
  });
}
