// An OpenAI-compatible chat endpoint for `npm run test:proxy` that streams its answer word by word,
// so an assistant stream is still running when an instance is told to stop.
import { createServer, type Server } from 'node:http';

const WORDS = 'Das psychologische Gespräch dauert in der Regel etwa eine Stunde .'.split(' ');
const WORD_GAP_MS = 200;

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: '1',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'm',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  })}\n\n`;

export async function startFakeAi(port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    for await (const _ of req) {
      // the request body is not needed
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const word of WORDS) {
      if (res.destroyed) return;
      res.write(chunk(`${word} `));
      await new Promise((resolve) => setTimeout(resolve, WORD_GAP_MS));
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
