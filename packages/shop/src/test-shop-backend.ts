// A small stateful Store API for the shop's tests: sessions by context token, one customer with a
// saved cart and a wishlist, Shopware's rules for login (new token, carts merged), logout (new
// token, empty visitor session) and the customer-only wishlist routes.

export const customerEmail = 'anna@example.ch';
export const customerPassword = 'Gipfel-Passwort-1';
const line = (id: string, quantity = 1) => ({
  id,
  referencedId: id,
  type: 'product',
  good: true,
  quantity,
  label: id,
});

interface Session {
  customer: boolean;
  guest?: boolean;
  lineItems: ReturnType<typeof line>[];
  languageId?: string;
}

export interface ShopBackend {
  sessions: Map<string, Session>;
  wishlist: string[];
  savedCart: ReturnType<typeof line>[];
  /** Every call: method, path below the endpoint and the context token it sent. */
  calls: { method: string; path: string; token: string | null }[];
  /** The `fetch` to give the Store API client. */
  fetch: typeof fetch;
}

/** A Shopware id (32 hex digits) made of one repeated digit. */
export const productId = (digit: string) => digit.repeat(32);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export function shopBackend({
  wishlist = [productId('1')],
  savedCart = [line('saved')],
}: {
  wishlist?: string[];
  savedCart?: ReturnType<typeof line>[];
} = {}): ShopBackend {
  const sessions = new Map<string, Session>();
  let next = 0;
  const backend: ShopBackend = {
    sessions,
    wishlist,
    savedCart,
    calls: [],
    async fetch(input, init) {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/store-api/, '');
      const sent = request.headers.get('sw-context-token');
      backend.calls.push({ method: request.method, path, token: sent });
      const body: unknown = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
      const { status, headers, body: answer } = respond(request.method, path, body, sent ?? '', request.headers.get('sw-language-id') ?? '');
      return new Response(JSON.stringify(answer), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    },
  };

  function respond(method: string, path: string, body: unknown, sent: string, languageHeader: string): Answer {
    let token = sent;
    if (!sessions.has(token)) {
      token = `visitor-${++next}`;
      sessions.set(token, { customer: false, lineItems: [] });
    }
    const session = sessions.get(token)!;
    const headers = { 'sw-context-token': token };
    const cart = (): Answer => ({
      status: 200,
      headers,
      body: {
        token,
        lineItems: session.lineItems,
        errors: [],
        price: { totalPrice: session.lineItems.length },
      },
    });
    if (path === '/context' && method === 'PATCH') {
      session.languageId = (body as { languageId?: string }).languageId ?? session.languageId;
      return { status: 200, headers, body: { contextToken: token } };
    }
    if (path === '/context') {
      const customer = session.customer
        ? {
            id: 'c1',
            email: customerEmail,
            firstName: 'Anna',
            active: true,
            guest: false,
          }
        : session.guest
        ? { id: 'g1', active: true, guest: true }
        : null;
      return {
        status: 200,
        headers,
        body: {
          token,
          customer,
          currency: { id: 'eur', isoCode: 'EUR', translated: { name: 'Euro' } },
          salesChannel: { languageId: 'de-id', navigationCategoryId: 'root' },
          context: { languageIdChain: [languageHeader || session.languageId || 'de-id'] },
        },
      };
    }
    if (path === '/checkout/cart') return cart();
    if (path === '/language') return { status: 200, headers, body: { elements: [{ id: 'de-id', translationCode: { code: 'de-DE' } }, { id: 'en-id', translationCode: { code: 'en-GB' } }] } };
    if (path === '/checkout/cart/line-item' && method === 'POST') {
      for (const item of (body as { items: { referencedId: string; quantity: number }[] }).items) session.lineItems.push(line(item.referencedId, item.quantity));
      return cart();
    }
    if (path === '/checkout/order' && method === 'POST') {
      session.lineItems = [];
      session.guest = !session.customer;
      return { status: 200, headers, body: { id: 'order-1' } };
    }
    if (path === '/account/login') {
      const { username, password } = body as {
        username: string;
        password: string;
      };
      if (username !== customerEmail || password !== customerPassword) {
        return {
          status: 401,
          headers,
          body: {
            errors: [
              {
                status: '401',
                code: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
                title: 'Unauthorized',
                detail: 'Invalid username and/or password.',
              },
            ],
          },
        };
      }
      const signedIn = `customer-${++next}`;
      sessions.set(signedIn, {
        customer: true,
        lineItems: [...backend.savedCart, ...session.lineItems],
      });
      return {
        status: 200,
        headers: { 'sw-context-token': signedIn },
        body: { contextToken: signedIn, apiAlias: 'context_token' },
      };
    }
    if (path === '/account/logout') {
      const fresh = `visitor-${++next}`;
      sessions.set(fresh, { customer: false, lineItems: [] });
      return {
        status: 200,
        headers: { 'sw-context-token': fresh },
        body: { contextToken: fresh, apiAlias: 'context_token' },
      };
    }
    if (path.startsWith('/customer/wishlist')) {
      if (!session.customer)
        return {
          status: 403,
          headers,
          body: {
            errors: [
              {
                status: '403',
                code: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
                title: 'Forbidden',
                detail: '',
              },
            ],
          },
        };
      if (path === '/customer/wishlist/merge') {
        for (const id of (body as { productIds: string[] }).productIds) if (!backend.wishlist.includes(id)) backend.wishlist.push(id);
        return { status: 200, headers, body: { success: true } };
      }
      const added = /^\/customer\/wishlist\/add\/(.+)$/.exec(path)?.[1];
      if (added) {
        backend.wishlist.push(added);
        return { status: 200, headers, body: { success: true } };
      }
      return {
        status: 200,
        headers,
        body: {
          products: {
            elements: backend.wishlist.map((id) => ({ id })),
            total: backend.wishlist.length,
          },
        },
      };
    }
    return {
      status: 404,
      headers,
      body: {
        errors: [
          {
            status: '404',
            code: 'NOT_FOUND',
            title: 'Not Found',
            detail: path,
          },
        ],
      },
    };
  }
  return backend;
}
