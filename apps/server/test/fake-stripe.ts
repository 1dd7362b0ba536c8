import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/** One request the app made to the fake Stripe API, its form fields flattened. */
export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A stand-in for Stripe's HTTP API on loopback, for the calls the billing module makes: products,
 * prices by lookup key, coupons, customers, Checkout Sessions, subscription updates, portal
 * sessions and a customer's charges. It keeps what it made, honours idempotency keys, and records every call.
 */
export async function startFakeStripe(secretKey: string) {
  const calls: StripeCall[] = [];
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  let down = false;
  const nextId = (prefix: string) => `${prefix}_test_${(counter += 1)}`;

  const server: FastifyInstance = Fastify({ logger: false });
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const missing = (reply: FastifyReply, id: string) =>
    reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${id}'`,
      },
    });

  server.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply
        .code(401)
        .send({ error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    if (down)
      return reply.code(500).send({ error: { type: 'api_error', message: 'Stripe is down' } });
  });

  server.addHook('preHandler', async (request) => {
    const url = new URL(request.url, 'http://stripe.test');
    const params =
      request.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : ((request.body as Record<string, string> | undefined) ?? {});
    const key = request.headers['idempotency-key'];
    calls.push({
      method: request.method,
      path: url.pathname,
      params,
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
  });

  /** Answers the first response again for a repeated idempotency key, as Stripe does. */
  function once(key: unknown, make: () => unknown): unknown {
    if (typeof key !== 'string') return make();
    if (!idempotent.has(key)) idempotent.set(key, make());
    return idempotent.get(key);
  }

  const getById = (prefix: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    return objects.get(`${prefix}:${id}`) ?? missing(reply, id);
  };
  server.get('/v1/products/:id', getById('product'));
  server.get('/v1/coupons/:id', getById('coupon'));

  server.post('/v1/products', async (request) => {
    const body = request.body as Record<string, string>;
    const product = { id: body.id ?? nextId('prod'), object: 'product', name: body.name };
    objects.set(`product:${product.id}`, product);
    return product;
  });
  server.post('/v1/coupons', async (request) => {
    const body = request.body as Record<string, string>;
    const coupon = {
      id: body.id ?? nextId('coupon'),
      object: 'coupon',
      percent_off: Number(body.percent_off),
      duration: body.duration,
    };
    objects.set(`coupon:${coupon.id}`, coupon);
    return coupon;
  });
  server.get('/v1/prices', async (request) => {
    const query = request.query as Record<string, string>;
    const data = [...objects.entries()]
      .filter(
        ([key, price]) => key.startsWith('price:') && price.lookup_key === query['lookup_keys[0]'],
      )
      .map(([, price]) => price);
    return { object: 'list', data, has_more: false, url: '/v1/prices' };
  });
  server.post('/v1/prices', async (request) => {
    const body = request.body as Record<string, string>;
    const price = {
      id: nextId('price'),
      object: 'price',
      product: body.product,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      recurring: { interval: body['recurring[interval]'] },
      lookup_key: body.lookup_key,
    };
    objects.set(`price:${price.id}`, price);
    return price;
  });
  server.post('/v1/customers', async (request) =>
    once(request.headers['idempotency-key'], () => {
      const body = request.body as Record<string, string>;
      const customer = { id: nextId('cus'), object: 'customer', email: body.email };
      objects.set(`customer:${customer.id}`, customer);
      return customer;
    }),
  );
  server.post('/v1/checkout/sessions', async (request) =>
    once(request.headers['idempotency-key'], () => {
      const id = nextId('cs');
      return {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      };
    }),
  );
  server.post('/v1/billing_portal/sessions', async (request) => {
    const body = request.body as Record<string, string>;
    return {
      id: nextId('bps'),
      object: 'billing_portal.session',
      customer: body.customer,
      url: `https://billing.stripe.test/p/session/${counter}`,
    };
  });
  server.delete('/v1/subscriptions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const subscription = objects.get(`subscription:${id}`) as FakeSubscription | undefined;
    if (!subscription) return missing(reply, id);
    subscription.status = 'canceled';
    return subscription;
  });
  server.post('/v1/subscriptions/:id', async (request, reply) =>
    once(request.headers['idempotency-key'], () => {
      const { id } = request.params as { id: string };
      const subscription = objects.get(`subscription:${id}`) as FakeSubscription | undefined;
      if (!subscription) return missing(reply, id);
      const body = request.body as Record<string, string>;
      if (body.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      if (body.trial_end !== undefined) {
        subscription.status = 'trialing';
        subscription.trial_end = Number(body.trial_end);
        subscription.items.data[0]!.current_period_end = Number(body.trial_end);
      }
      if (body['discounts[0][coupon]'] !== undefined) {
        subscription.discounts = [body['discounts[0][coupon]']];
      }
      return subscription;
    }),
  );

  /** Each customer's charges, newest first as Stripe lists them. */
  const charges = new Map<string, StripeObject[]>();
  server.get('/v1/charges', async (request) => {
    const { customer = '' } = request.query as Record<string, string>;
    return {
      object: 'list',
      data: charges.get(customer) ?? [],
      has_more: false,
      url: '/v1/charges',
    };
  });

  const address = await server.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    calls,
    /** Calls to one method and path (a prefix for ids: `/v1/subscriptions/`). */
    callsTo(method: string, path: string): StripeCall[] {
      return calls.filter((call) => call.method === method && call.path.startsWith(path));
    },
    /** Makes every call fail with a 500 (Stripe unavailable), or not. */
    setDown(value: boolean) {
      down = value;
    },
    /** A subscription as Stripe would hold it after a checkout, for the updates to act on. */
    addSubscription(subscription: FakeSubscription) {
      objects.set(`subscription:${subscription.id}`, subscription);
    },
    /** A charge of `customer` with a card of this fingerprint, refunded or disputed or not. */
    addCharge(
      customer: string,
      options: { fingerprint: string; refunded?: boolean; disputed?: boolean },
    ) {
      const charge: StripeObject = {
        id: nextId('ch'),
        object: 'charge',
        customer,
        paid: true,
        refunded: options.refunded ?? false,
        amount_refunded: options.refunded ? 399 : 0,
        disputed: options.disputed ?? false,
        payment_method: nextId('pm'),
        payment_method_details: { type: 'card', card: { fingerprint: options.fingerprint } },
      };
      charges.set(customer, [charge, ...(charges.get(customer) ?? [])]);
    },
    /** Marks every charge of `customer` refunded, as a refund from Stripe's dashboard does. */
    refundCharges(customer: string) {
      for (const charge of charges.get(customer) ?? []) {
        charge.refunded = true;
        charge.amount_refunded = 399;
      }
    },
    close: () => server.close(),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export interface FakeSubscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  trial_end?: number | null;
  discounts?: string[];
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: { id: string; current_period_end: number; price: { recurring: { interval: string } } }[];
  };
}

/** A Stripe subscription object for `customer`, active until `periodEnd`. */
export function stripeSubscription(options: {
  id: string;
  customer: string;
  userId: string;
  interval?: 'month' | 'year';
  status?: string;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
}): FakeSubscription {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status ?? 'active',
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    created: Math.floor(Date.now() / 1000),
    metadata: { userId: options.userId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          current_period_end: Math.floor(options.periodEnd.getTime() / 1000),
          price: { recurring: { interval: options.interval ?? 'month' } },
        },
      ],
    },
  };
}
