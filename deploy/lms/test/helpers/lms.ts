import { CSRF_HEADER, CSRF_VALUE } from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildLms } from '../../src/app';
import type { Database, DatabaseHandle } from '../../src/db';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import type { TestDatabase } from './db';

export interface TestLms {
  readonly app: FastifyInstance;
  readonly db: Database;
  /** A browser of its own: a cookie jar and a distinct address (so address rate limits do not leak between tests). */
  client(): TestClient;
}

/** Registers beforeAll/afterAll: a demo-seeded database of its own and the LMS on it, shared by the tests of one describe. */
export function useLms(database: TestDatabase, options: { mode?: 'demo' | 'production'; secureCookies?: boolean; publicUrl?: string } = {}): TestLms {
  let handle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    handle = await database.open();
    app = buildLms({ db: handle.db, mode: options.mode ?? 'demo', secureCookies: options.secureCookies ?? false, ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}) });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });
  return {
    get app() {
      return app!;
    },
    get db() {
      return handle!.db;
    },
    client: () => new TestClient(() => app!),
  };
}

/**
 * A client per key, signed in (in that order, by a beforeAll) as the demo username it maps to. The
 * clients exist at once, so a describe can destructure them; their `userId` is there from beforeAll on.
 */
export function useSignedIn<K extends string>(lms: TestLms, usernames: Record<K, string>): Record<K, TestClient> {
  const keys = Object.keys(usernames) as K[];
  const clients = Object.fromEntries(keys.map((key) => [key, lms.client()])) as Record<K, TestClient>;
  beforeAll(async () => {
    for (const key of keys) await clients[key].signIn(usernames[key]);
  });
  return clients;
}

let addresses = 0;

interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the CSRF header (to test the guard). */
  csrf?: boolean;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly address = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${++addresses}`;
  private signedInAs: string | undefined;

  constructor(private readonly app: () => FastifyInstance) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.csrf === false ? {} : { [CSRF_HEADER]: CSRF_VALUE }), ...options.headers };
    const response = await this.app().inject({
      method,
      url,
      headers,
      // The demo outbox answers loopback clients only: whoever reads it sits at the LMS's machine, as a test does.
      remoteAddress: url.startsWith('/_api/_dev/') ? '127.0.0.1' : this.address,
      cookies: Object.fromEntries(this.cookies),
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    for (const cookie of response.cookies) {
      const expired = (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, body: unknown = {}, options: RequestOptions = {}) {
    return this.request('POST', url, { ...options, body });
  }

  put(url: string, body: unknown = {}, options: RequestOptions = {}) {
    return this.request('PUT', url, { ...options, body });
  }

  /** Step 1 of the sign-in sequence. */
  issueToken(user: string, pass = DEMO_PASSWORD, scope = 'demo') {
    return this.post('/_api/authr/token/issue/reach', { user, pass, scope, expiresIn: 1200 });
  }

  /** Token issue that must start a session; answers the user id. */
  async signIn(user: string, pass = DEMO_PASSWORD): Promise<string> {
    const response = await this.issueToken(user, pass);
    const { result } = response.json<{ result: string }>();
    if (result !== 'Success' && result !== 'Requires2FASetup') throw new Error(`sign-in of ${user} answered ${result}`);
    this.signedInAs = this.cookies.get('uid')!;
    return this.signedInAs;
  }

  /** The user id of the last `signIn`. */
  get userId(): string {
    if (this.signedInAs === undefined) throw new Error('not signed in yet');
    return this.signedInAs;
  }
}
