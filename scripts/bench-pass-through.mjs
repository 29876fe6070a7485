/**
 * The baseline npm run bench:server compares the server with: a bare route that sends the same
 * upstream's bytes to the client unchanged, over the same stack (Fastify, node:http with a
 * keep-alive agent). What the real server costs beyond this is parsing, guarding, batching,
 * validating and storing.
 */
import { Agent, request } from 'node:http';
import Fastify from 'fastify';

const upstream = new URL(`${process.env.AI_BASE_URL}/chat/completions`);
const agent = new Agent({ keepAlive: true });
const app = Fastify({ logger: false });

app.get('/api/health', async () => ({ status: 'ok' }));
app.post('/api/generate/:tool', async (req, reply) => {
  const { inputs } = /** @type {{ inputs: Record<string, string> }} */ (req.body);
  const body = JSON.stringify({
    model: 'bench',
    stream: true,
    messages: [
      { role: 'system', content: 'pass-through' },
      { role: 'user', content: JSON.stringify(inputs) },
    ],
  });
  const response = await new Promise((resolve, reject) => {
    const call = request(
      upstream,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      resolve,
    );
    call.on('error', reject);
    call.end(body);
  });
  return reply.header('content-type', 'text/event-stream; charset=utf-8').send(response);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
