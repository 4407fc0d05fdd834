// Runs one autocannon load in its own process (so the load generator never shares the server's
// event loop) and prints the result as one JSON line.
import autocannon from 'autocannon';

const [url, seconds, connections, headersJson, method = 'GET', body] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  headers: JSON.parse(headersJson ?? '{}'),
  method,
  body: body || undefined,
});
const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(JSON.stringify({ reqPerSec: result.requests.average, p99: result.latency.p99, non2xx }));
