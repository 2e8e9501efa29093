import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, embeddedPool, overPool } from './client.ts';
import type { Deadlines } from './deadlines.ts';
import { createPglite, type SocketAddress, serveOverSocket } from './embedded.ts';

/**
 * PGlite in this process, served on a socket in a private temporary directory and used through the
 * same pool and driver as the app's database process: tests, benchmarks and scripts. `dataDir`
 * undefined means in memory; `loadDataDir` restores a dump;
 * `deadlines` as the app's (none by default). `client` is the PGlite instance.
 */
export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    deadlines?: Deadlines;
    /** Tests: how the pool reaches the socket (a proxy they control in between). */
    reach?: (address: SocketAddress) => Promise<SocketAddress>;
  } = {},
): Promise<Database & { client: PGlite }> {
  const client = await createPglite(options);
  const socketDir = mkdtempSync(path.join(tmpdir(), 'mpu-pglite-'));
  try {
    const server = await serveOverSocket(client, socketDir, options.deadlines);
    const address = options.reach ? await options.reach(server.address) : server.address;
    const pool = embeddedPool(address, server.password, options.deadlines);
    const database = overPool(pool, 'pglite', {
      exclusive: (fn) => fn(),
      afterClose: async () => {
        await server.stop();
        await client.close();
        rmSync(socketDir, { recursive: true, force: true });
      },
    });
    return { ...database, client };
  } catch (error) {
    await client.close();
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }
}
