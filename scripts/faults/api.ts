import { DEMO_PASSWORD } from '../../apps/server/src/demo/seed-demo.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** A signed-in demo user of one shop, calling the API over real HTTP as the web app does. */
export interface ApiUser {
  token: string;
  tglSystem: string;
  call<T = Record<string, unknown>>(method: string, apiPath: string, body?: unknown): Promise<Answer<T>>;
}

export async function call<T>(
  url: string,
  method: string,
  apiPath: string,
  token: string | undefined,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(`${url}/api/${apiPath}`, {
    method,
    headers: {
      ...(token && { 'x-auth-token': token }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text for the report
  }
  return { status: response.status, body: parsed as T };
}

export async function login(url: string, kodeToko: string, userId = 'OWNER'): Promise<ApiUser> {
  const answer = await call<{ token: string; user: { tgl_system: string } }>(
    url,
    'POST',
    'users/login',
    undefined,
    {
      kode_toko: kodeToko,
      user_id: userId,
      password: DEMO_PASSWORD,
    },
  );
  if (answer.status !== 200)
    throw new Error(`login ${kodeToko}/${userId}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { token } = answer.body;
  return {
    token,
    tglSystem: answer.body.user.tgl_system.slice(0, 10),
    call: (method, apiPath, body) => call(url, method, apiPath, token, body),
  };
}

/** Fails with the answer in the message unless it is the status expected. */
export function expectStatus<T>(answer: Answer<T>, status: number, what: string): T {
  if (answer.status !== status)
    throw new Error(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}
