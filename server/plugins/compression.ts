import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses of 1 KB and more (brotli, else gzip) as the client accepts — in practice the
 * JSON of the API (decision 025). Registered before @fastify/static, as the plugin requires. Left
 * alone: files served precompressed (they already carry Content-Encoding: dist/web/*.br|.gz from
 * scripts/compress.ts), partial content (206, video ranges), types mime-db calls incompressible
 * (mp4, jpg) and the assistant's SSE stream, which is hijacked and written to the socket directly,
 * so each event leaves at once. Request bodies are not decompressed (no zip bombs).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4: most of brotli's gain for JSON at a small fraction of the CPU of the default 11.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
