/** What a tRPC call answered over HTTP: the status, the Retry-After header, and result or error. */
export type TrpcAnswer<T = unknown> = {
  status: number;
  retryAfter: string | null;
  requestId: string | null;
  data?: T;
  error?: { message: string; data: { code: string; httpStatus: number } };
};

/**
 * A browser reduced to what these tests need: a cookie jar and tRPC's plain HTTP protocol
 * (a mutation is a POST of the JSON input to /trpc/<procedure>, a query a GET with ?input=),
 * so the gateway is called exactly as the client's httpLink calls it.
 */
export class Browser {
  private readonly cookies = new Map<string, string>();
  readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(baseUrl: string, headers: Record<string, string> = {}) {
    this.baseUrl = baseUrl;
    this.headers = headers;
  }

  /** The same signed-in person in this browser (its sealed session cookie opens on any replica). */
  signInAs(other: Browser): this {
    for (const [name, value] of other.cookies) this.cookies.set(name, value);
    return this;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) headers.set(k, v);
    // As the shop's own client: its writes outside tRPC (uploads) carry the header no form can send.
    if (!headers.has('x-tulus-request')) headers.set('x-tulus-request', '1');
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const res = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value) this.cookies.set(pair!.slice(0, eq), value);
      else this.cookies.delete(pair!.slice(0, eq));
    }
    return res;
  }

  mutation<T = unknown>(procedure: string, input?: unknown): Promise<TrpcAnswer<T>> {
    return this.answer(this.fetch(`/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? null) }));
  }

  query<T = unknown>(procedure: string, input?: unknown): Promise<TrpcAnswer<T>> {
    const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.answer(this.fetch(`/trpc/${procedure}${query}`));
  }

  private async answer<T>(response: Promise<Response>): Promise<TrpcAnswer<T>> {
    const res = await response;
    const body = (await res.json()) as { result?: { data: T }; error?: TrpcAnswer['error'] };
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      requestId: res.headers.get('x-request-id'),
      ...(body.result ? { data: body.result.data } : {}),
      ...(body.error ? { error: body.error } : {}),
    };
  }
}

export const MEMBER = { email: 'member@contoh.id', password: 'Rahasia123!' };
export const DRIVER = { email: 'driver.jakarta@tulus.co.id', password: 'Driver123!' };
