// The reference point of bench/api.ts: the barest node:http server, in its own process.
import http from 'node:http';

const port = Number(process.argv[2]);
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"hello":"world"}');
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
