/** A person's browser, reduced to what the studio's server sees: cookies, the CSRF token of its pages, its Origin. */
export class StudioClient {
  readonly jar = new Map<string, string>();
  csrf = '';

  constructor(
    readonly origin: string,
    readonly headers: Record<string, string> = {},
  ) {}

  cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)];
      if (/Max-Age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Response> {
    const res = this.keep(
      await fetch(this.origin + path, {
        redirect: 'manual',
        headers: { accept: 'text/html', ...this.headers, cookie: this.cookie(), ...headers },
      }),
    );
    return res;
  }

  /** GET a studio page and keep the CSRF token its forms carry. */
  async page(path: string): Promise<{ status: number; html: string }> {
    const res = await this.get(path);
    const html = await res.text();
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (token) this.csrf = token;
    return { status: res.status, html };
  }

  /** POST a form as the studio's own pages do (its Origin, the CSRF token unless given). */
  async post(path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<Response> {
    const body = new URLSearchParams({ csrf: this.csrf, ...fields });
    return this.keep(
      await fetch(this.origin + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          accept: 'text/html',
          origin: this.origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...this.headers,
          cookie: this.cookie(),
          ...headers,
        },
        body,
      }),
    );
  }

  async signIn(email: string, password: string): Promise<Response> {
    const res = await this.post('/__studio/sign-in', { email, password });
    if (res.status === 303) await this.page('/__studio');
    return res;
  }

  /** A call of the editor API in the draft `slug`, as the editor's page makes it. */
  async api(slug: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    return fetch(`${this.origin}/__edit/api/${path}`, {
      method,
      headers: {
        ...this.headers,
        cookie: this.cookie(),
        'x-editor-token': `${slug}.${this.csrf}`,
        ...(method === 'POST' ? { origin: this.origin, 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}
