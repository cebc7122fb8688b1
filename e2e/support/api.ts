import { DEMO_PASSWORD } from './session.ts';

/** Signs in through the API (a test's set-up, not what it tests) and answers the token. */
export async function apiLogin(baseUrl: string, kodeToko: string, userId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kode_toko: kodeToko, user_id: userId, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`login ${kodeToko}/${userId}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** One API request as a signed-in user; a refusal fails the test with the server's answer. */
export async function apiCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
