// The shop's neighbours for the order-fulfilment example: stock, payment and courier as one small HTTP service. Every
// request carries an idempotency key (the worker sends the job key); the service records each request and whether it
// had an effect, and a repeated key has none. How an order behaves is set per order: PUT /orders/{orderId}/behaviour.
//   node examples/order-fulfilment/services.mjs            (port 8090, or PORT)
import { createServer } from 'node:http';

/** What each order does when the courier is asked, and whether refunds fail. */
const DEFAULT_BEHAVIOUR = { courier: 'book', refund: 'ok', courierDelayMs: 1500 };

export function createServices() {
  const records = [];
  const effects = new Map();
  const behaviours = new Map();
  /** Courier bookings by idempotency key: 'booked', 'not-booked' or 'unknown'. */
  const bookings = new Map();

  const behaviourOf = (orderId) => ({ ...DEFAULT_BEHAVIOUR, ...behaviours.get(orderId) });

  /** Records the request; runs `effect` only the first time its key is seen for this operation. */
  function once(operation, body, key, effect) {
    const seen = effects.has(`${operation}:${key}`);
    records.push({ operation, orderId: body.orderId, key, effect: !seen, at: Date.now() });
    if (!seen) effects.set(`${operation}:${key}`, effect());
    return effects.get(`${operation}:${key}`);
  }

  const routes = {
    'POST /stock/reservations': (body, key) => [201, once('reserve', body, key, () => ({ reservationId: `R-${body.orderId}` }))],
    'POST /stock/releases': (body, key) => [201, once('release', body, key, () => ({ released: true }))],
    'POST /payments/charges': (body, key) => [201, once('charge', body, key, () => ({ chargeId: `C-${body.orderId}`, amount: body.amount }))],
    'POST /payments/refunds': (body, key) => {
      if (behaviourOf(body.orderId).refund === 'fail') {
        records.push({ operation: 'refund', orderId: body.orderId, key, effect: false, failed: true, at: Date.now() });
        return [503, { error: 'the payment provider is down' }];
      }
      return [201, once('refund', body, key, () => ({ refunded: true }))];
    },
    'POST /courier/bookings': async (body, key) => {
      const { courier, courierDelayMs } = behaviourOf(body.orderId);
      if (courier === 'reject') {
        records.push({ operation: 'book', orderId: body.orderId, key, effect: false, rejected: true, at: Date.now() });
        bookings.set(key, 'not-booked');
        return [409, { error: 'no courier available' }];
      }
      if (courier.startsWith('timeout-')) {
        // The courier takes the request, then answers too late for the caller; what happened depends on the order.
        records.push({ operation: 'book', orderId: body.orderId, key, effect: courier === 'timeout-booked', at: Date.now() });
        bookings.set(key, courier.slice('timeout-'.length));
        await new Promise((resolve) => setTimeout(resolve, courierDelayMs));
        return [504, { error: 'courier timed out' }];
      }
      bookings.set(key, 'booked');
      return [201, once('book', body, key, () => ({ bookingId: `B-${body.orderId}` }))];
    },
    'POST /notifications/confirmations': (body, key) => [201, once('confirm', body, key, () => ({ sent: true }))],
    'POST /notifications/escalations': (body, key) => [201, once('escalate', body, key, () => ({ sent: true }))],
  };

  async function handle(request, body) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const status = url.pathname.match(/^\/courier\/bookings\/(.+)$/);
    if (request.method === 'GET' && status) {
      // The status query: 'none' when the courier never heard of the key.
      return [200, { status: bookings.get(decodeURIComponent(status[1])) ?? 'none' }];
    }
    const behaviour = url.pathname.match(/^\/orders\/(.+)\/behaviour$/);
    if (request.method === 'PUT' && behaviour) {
      const orderId = decodeURIComponent(behaviour[1]);
      behaviours.set(orderId, { ...behaviours.get(orderId), ...body });
      return [200, behaviourOf(orderId)];
    }
    if (request.method === 'GET' && url.pathname === '/records') return [200, records];
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return [404, { error: `no route ${request.method} ${url.pathname}` }];
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return [400, { error: 'the Idempotency-Key header is required' }];
    return route(body, key);
  }

  return createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', async () => {
      const [status, answer] = await handle(request, text ? JSON.parse(text) : {});
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 8090);
  createServices().listen(port, '127.0.0.1', () => console.log(`stock, payment and courier on http://127.0.0.1:${port}`));
}
