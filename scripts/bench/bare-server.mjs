// A bare Fastify JSON route: the machine's ceiling, measured in the same run as Pingjia.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'success', success: true, code: 200, data: { timestamp: Date.now() } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
