// For tests of the 503 path (issue 26): a TCP proxy between the app's pool and its database that can
// pass, refuse (the database is gone: every connection cut, new ones refused) or stall (connections
// stay open, nothing comes back: a database that does not answer).
import net from 'node:net';

export type OutageProxy = {
  host: string;
  port: number;
  set: (mode: 'pass' | 'refuse' | 'stall') => void;
  close: () => Promise<void>;
};

export async function startOutageProxy(target: net.NetConnectOpts): Promise<OutageProxy> {
  let mode: 'pass' | 'refuse' | 'stall' = 'pass';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'refuse') return client.destroy();
    const upstream = net.connect(target);
    track(upstream);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (data: Buffer) => mode === 'pass' && to.write(data));
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    set: (next) => {
      mode = next;
      if (next === 'refuse') for (const socket of sockets) socket.destroy();
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
