// The throughput ceiling: a bare Fastify route answering a fixed small JSON, on this machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { id: 'p00001', title: 'Floral Tiered Midi Dress', price: 1499 };
app.get('/', async () => body);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Server listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
