/**
 * A local fake of Razorpay's Orders and Refunds APIs (test helper): basic auth with the key pair, orders,
 * payments per order, refunds of captured payments, Razorpay's error shape. Listens on an ephemeral port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { providerId } from '../src/platform/providers/payments/ids';

export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}
export interface FakePayment {
  id: string;
  entity: 'payment';
  order_id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  error_code: string | null;
  error_description: string | null;
}

export interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  notes: Record<string, string>;
  receipt: string | null;
  status: 'pending' | 'processed' | 'failed';
  speed_requested: string;
  speed_processed: string;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  orders: Map<string, FakeOrder>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  /** Status the next refunds are created with (Razorpay's normal refunds: processed or pending). */
  refundStatus: FakeRefund['status'];
  requests: { method: string; path: string; body: unknown }[];
  /** Next calls answer with this status and error (then it resets). */
  failNext(status: number, code: string, description: string): void;
  addPayment(orderId: string, status: FakePayment['status']): FakePayment;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const error = (res: ServerResponse, status: number, code: string, description: string) =>
  send(res, status, {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const orders = new Map<string, FakeOrder>();
  const payments: FakePayment[] = [];
  const refunds: FakeRefund[] = [];
  const state = { refundStatus: 'processed' as FakeRefund['status'] };
  const requests: FakeRazorpay['requests'] = [];
  let failure: { status: number; code: string; description: string } | null = null;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const path = (req.url ?? '').split('?')[0] ?? '';
      requests.push({ method: req.method ?? '', path, body });
      if (req.headers.authorization !== expectedAuth) {
        return error(res, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
      }
      if (failure) {
        const f = failure;
        failure = null;
        return error(res, f.status, f.code, f.description);
      }
      if (req.method === 'POST' && path === '/v1/orders') {
        const input = body as {
          amount?: unknown;
          currency?: unknown;
          receipt?: unknown;
          notes?: Record<string, string>;
        };
        if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100) {
          return error(res, 400, 'BAD_REQUEST_ERROR', 'Order amount less than minimum amount allowed');
        }
        const order: FakeOrder = {
          id: providerId('order'),
          entity: 'order',
          amount: input.amount,
          amount_paid: 0,
          amount_due: input.amount,
          currency: String(input.currency ?? 'INR'),
          receipt: String(input.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: input.notes ?? {},
          created_at: Math.floor(Date.now() / 1000),
        };
        orders.set(order.id, order);
        return send(res, 200, order);
      }
      const refundsOf = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
      if (req.method === 'GET' && refundsOf) {
        const items = refunds.filter((r) => r.payment_id === refundsOf[1]);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
      if (req.method === 'POST' && refundOf) {
        const payment = payments.find((p) => p.id === refundOf[1]);
        if (!payment) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        if (payment.status !== 'captured' && payment.status !== 'refunded')
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
        const input = body as {
          amount?: unknown;
          speed?: unknown;
          receipt?: unknown;
          notes?: Record<string, string>;
        };
        const done = refunds.filter((r) => r.payment_id === payment.id && r.status !== 'failed');
        const left = payment.amount - done.reduce((a, r) => a + r.amount, 0);
        const amount = input.amount === undefined ? left : input.amount;
        if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
          return error(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00');
        if (amount > left)
          return error(
            res,
            400,
            'BAD_REQUEST_ERROR',
            'The refund amount provided is greater than amount captured',
          );
        const refund: FakeRefund = {
          id: providerId('rfnd'),
          entity: 'refund',
          amount,
          currency: 'INR',
          payment_id: payment.id,
          notes: input.notes ?? {},
          receipt: typeof input.receipt === 'string' ? input.receipt : null,
          status: state.refundStatus,
          speed_requested: String(input.speed ?? 'normal'),
          speed_processed: 'normal',
          created_at: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        if (amount === left) payment.status = 'refunded';
        return send(res, 200, refund);
      }
      const match = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
      if (req.method === 'GET' && match) {
        const order = orders.get(match[1] ?? '');
        if (!order) return error(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
        if (!match[2]) return send(res, 200, order);
        const items = payments.filter((p) => p.order_id === order.id);
        return send(res, 200, { entity: 'collection', count: items.length, items });
      }
      return error(res, 404, 'NOT_FOUND', 'The requested URL was not found on the server.');
    })().catch(() => error(res, 500, 'SERVER_ERROR', 'fake server failure'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    payments,
    refunds,
    get refundStatus() {
      return state.refundStatus;
    },
    set refundStatus(status) {
      state.refundStatus = status;
    },
    requests,
    failNext(status, code, description) {
      failure = { status, code, description };
    },
    addPayment(orderId, status) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment: FakePayment = {
        id: providerId('pay'),
        entity: 'payment',
        order_id: orderId,
        amount: order.amount,
        currency: 'INR',
        status,
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed' : null,
      };
      payments.push(payment);
      order.attempts += 1;
      order.status = status === 'captured' ? 'paid' : 'attempted';
      if (status === 'captured') {
        order.amount_paid = order.amount;
        order.amount_due = 0;
      }
      return payment;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
