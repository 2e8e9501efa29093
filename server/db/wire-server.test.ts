import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testSettings } from '../env.ts';
import { createPglite, type SocketAddress, serveOverSocket } from './embedded.ts';

// The wire-protocol server in front of PGlite (wire-server.ts, decision 024). PGlite only.
describe.skipIf(testSettings().dbKind === 'postgres')('PGlite wire server', () => {
  let pglite: PGlite;
  let served: Awaited<ReturnType<typeof serveOverSocket>>;
  let socketDir: string;

  beforeAll(async () => {
    pglite = await createPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteImage'))]) });
    socketDir = mkdtempSync(path.join(tmpdir(), 'mpu-wire-'));
    served = await serveOverSocket(pglite, socketDir, { idleInTransactionMs: 300 });
    await pglite.exec('create table wire_seen (value text)');
  }, 120_000);

  afterAll(async () => {
    await served?.stop();
    await pglite?.close();
    rmSync(socketDir, { recursive: true, force: true });
  });

  const connect = async (address: SocketAddress = served.address, password = served.password) => {
    const client = new pg.Client({
      host: address.host,
      port: address.port,
      user: 'postgres',
      database: 'postgres',
      password,
    });
    await client.connect();
    return client;
  };

  it('answers a query whose messages arrive split across reads', async () => {
    const socket = net.createConnection(path.join(served.address.host, `.s.PGSQL.${served.address.port}`));
    await new Promise((resolve) => socket.once('connect', resolve));
    const received: Buffer[] = [];
    socket.on('data', (data: Buffer) => received.push(data));
    const readyCount = () =>
      Buffer.concat(received).filter((byte, i, all) => byte === 0x5a && all[i + 1] === 0).length;
    const until = async (condition: () => boolean) => {
      for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
    };

    const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
    const startup = Buffer.alloc(8 + params.length);
    startup.writeInt32BE(startup.length, 0);
    startup.writeInt32BE(196608, 4);
    params.copy(startup, 8);
    const text = Buffer.from("select 'gesplittet' as v\0");
    const query = Buffer.alloc(5 + text.length);
    query.write('Q', 0);
    query.writeInt32BE(4 + text.length, 1);
    text.copy(query, 5);

    for (const piece of [startup.subarray(0, 3), startup.subarray(3)]) {
      socket.write(piece);
      await new Promise((r) => setTimeout(r, 20));
    }
    await until(() => Buffer.concat(received).includes(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3])));
    const secret = Buffer.from(`${served.password}\0`);
    const password = Buffer.alloc(5 + secret.length);
    password.write('p', 0);
    password.writeInt32BE(4 + secret.length, 1);
    secret.copy(password, 5);
    socket.write(password);
    await until(() => readyCount() >= 1);
    for (const piece of [query.subarray(0, 2), query.subarray(2, 9), query.subarray(9)]) {
      socket.write(piece);
      await new Promise((r) => setTimeout(r, 20));
    }
    await until(() => readyCount() >= 2);
    socket.end(Buffer.from([0x58, 0, 0, 0, 4])); // Terminate
    expect(Buffer.concat(received).includes('gesplittet')).toBe(true);
    expect(readyCount()).toBe(2);
  });

  it('runs a statement after a failed one on the same connection and closes on Terminate', async () => {
    const client = await connect();
    await expect(client.query('select 1 / $1::int as v', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select 1 / $1::int as v', [1])).rows).toEqual([{ v: 1 }]);
    await client.end();
    const next = await connect();
    expect((await next.query('select 2 as v')).rows).toEqual([{ v: 2 }]);
    await next.end();
  });

  it('lets a second connection wait while the first has a transaction open', async () => {
    const first = await connect();
    const second = await connect();
    try {
      await first.query('begin');
      await first.query("insert into wire_seen values ('uncommitted')");
      const outside = second.query('select count(*)::int as n from wire_seen');
      await new Promise((r) => setTimeout(r, 100));
      await first.query('rollback');
      expect((await outside).rows[0]).toEqual({ n: 0 }); // it never ran inside the transaction
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('rolls back the open transaction of a connection that drops, and serves the next one', async () => {
    const first = await connect();
    first.on('error', () => {}); // the dropped connection
    await first.query('begin');
    await first.query("insert into wire_seen values ('abandoned')");
    (first as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    const second = await connect();
    try {
      expect((await second.query('select count(*)::int as n from wire_seen')).rows[0]).toEqual({ n: 0 });
      expect(pglite.isInTransaction()).toBe(false);
    } finally {
      await second.end();
    }
  });

  it('gives no session to a client without the per-start password', async () => {
    await expect(connect(served.address, 'geraten')).rejects.toMatchObject({ code: '28P01' });
    await expect(connect(served.address, '')).rejects.toThrow();
    const client = await connect(); // the app's pool still gets in
    expect((await client.query('select 3 as v')).rows).toEqual([{ v: 3 }]);
    await client.end();
  });

  it('rolls back a transaction left idle beyond its deadline, so waiting clients go on', async () => {
    const idle = await connect();
    idle.on('error', () => {});
    await idle.query('begin');
    await idle.query("insert into wire_seen values ('idle')");
    const waiting = await connect();
    try {
      const started = Date.now();
      const { rows } = await waiting.query('select count(*)::int as n from wire_seen');
      expect(rows[0]).toEqual({ n: 0 });
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(idle.query('select 1')).rejects.toThrow();
    } finally {
      await waiting.end();
    }
  });
});
