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

/** Adds menu items to a user of the owner's shop, the way an owner does on Hak Akses. */
export async function apiGrantMenus(baseUrl: string, ownerToken: string, userId: string, keys: string[]) {
  const users = await apiCall<{ id: number; user_id: string }[]>(baseUrl, ownerToken, 'GET', 'users/get/all');
  const user = users.find((candidate) => candidate.user_id === userId);
  if (!user) throw new Error(`user ${userId} tidak ada`);
  const { menu_keys } = await apiCall<{ menu_keys: string[] }>(
    baseUrl,
    ownerToken,
    'GET',
    `users/${user.id}/menu`,
  );
  await apiCall(baseUrl, ownerToken, 'PUT', `users/${user.id}/menu`, {
    menu_keys: [...new Set([...menu_keys, ...keys])],
  });
}
