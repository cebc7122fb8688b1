import { TEXTS } from '@toko/shared';
import { showReloadDialog } from './blocking-dialog';
import { clearSession, getToken } from './storage';

export const REQUEST_TIMEOUT_MS = 5000;
/** A picture over a shop's slow line takes longer than an ordinary call. */
export const UPLOAD_TIMEOUT_MS = 30_000;
/** A file the server builds row by row (a report's Excel) may take longer still. */
export const DOWNLOAD_TIMEOUT_MS = 120_000;

/** A failed call. `status` 0 means no response reached the browser (timeout or network). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The refusal's whole JSON body, for a screen that reads more than the message. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get noResponse(): boolean {
    return this.status === 0;
  }
}

export interface RequestOptions {
  /** Longer for calls that legitimately run long (closing the day). */
  timeoutMs?: number;
  /**
   * By default a 401 'Invalid Token.' signs the browser out at once. Callers that
   * explain it to the user themselves (closing the day) ask for the error instead.
   */
  invalidToken?: 'sign-out' | 'throw';
  signal?: AbortSignal;
}

let apiBase: Promise<string> | undefined;

/** An API base as the configuration gives it, without its trailing slash; '/api' when it gives none. */
function apiBaseOf(config: { apiBase?: unknown }): string {
  return typeof config.apiBase === 'string' && config.apiBase ? config.apiBase.replace(/\/$/, '') : '/api';
}

/** The configuration the server writes into the page (`#app-config`), when it did. */
function pageConfig(): { apiBase?: unknown } | undefined {
  const text = document.getElementById('app-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as { apiBase?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * The API base from the runtime configuration, read once per page load: from the page itself
 * where the server put it there, else from config.json (the dev server's page has none).
 */
function getApiBase(): Promise<string> {
  const inPage = pageConfig();
  apiBase ??= inPage
    ? Promise.resolve(apiBaseOf(inPage))
    : fetch('/config.json', { cache: 'no-store' })
        .then((response) => (response.ok ? response.json() : {}))
        .then(apiBaseOf)
        .catch(() => '/api');
  return apiBase;
}

/**
 * The address of an API path, for a page that fetches without this client (a public page
 * that must never show the sign-in's dialogs, nor send a token).
 */
export async function apiUrl(path: string): Promise<string> {
  return `${await getApiBase()}/${path.replace(/^\//, '')}`;
}

/** Where the socket and files live: the origin of the API base. */
export async function getApiOrigin(): Promise<string> {
  return new URL(await getApiBase(), window.location.href).origin;
}

function signOutEverywhere(): void {
  clearSession();
  if (window.location.pathname !== '/') window.location.replace('/');
}

async function readRefusal(response: Response): Promise<{ message: string; body?: unknown }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
      return { message: body.message, body };
    }
  } catch {
    // Not JSON (a proxy's error page): fall back to the status text.
  }
  return { message: response.statusText || TEXTS.serverError };
}

/** A file the server sent, with the name its Content-Disposition gives (undefined without one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/**
 * The file name of a Content-Disposition header: `filename*=UTF-8''…` (RFC 6266) first,
 * then `filename="…"` or a bare `filename=…`.
 */
export function fileNameOfDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A broken encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

const readJson = async <T>(response: Response): Promise<T> =>
  response.status === 204 ? (undefined as T) : ((await response.json()) as T);

/** A download that tells how far it got: bytes received so far, after each piece. */
export interface DownloadOptions extends RequestOptions {
  onProgress?: (receivedBytes: number) => void;
}

/**
 * The file whole; with `onProgress` read piece by piece, so a long export shows it is
 * moving (the body of a streamed export has no length to give a percentage of).
 */
const fileReader =
  (onProgress?: (receivedBytes: number) => void) =>
  async (response: Response): Promise<DownloadedFile> => {
    const fileName = fileNameOfDisposition(response.headers.get('Content-Disposition'));
    if (!onProgress || !response.body) return { blob: await response.blob(), fileName };
    const type = response.headers.get('Content-Type') ?? '';
    const parts: Uint8Array<ArrayBuffer>[] = [];
    let received = 0;
    onProgress(0);
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      received += value.byteLength;
      onProgress(received);
    }
    return { blob: new Blob(parts, { type }), fileName };
  };

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  read: (response: Response) => Promise<T> = readJson,
): Promise<T> {
  const url = await apiUrl(path);
  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

  const headers: Record<string, string> = { Accept: read === readJson ? 'application/json' : '*/*' };
  const token = getToken();
  if (token) headers['x-auth-token'] = token;
  // A FormData body (upload) sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      showReloadDialog({ title: TEXTS.timeoutTitle, content: TEXTS.timeoutText, okText: TEXTS.retry });
      throw new ApiError(0, TEXTS.connectionTimeout);
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, TEXTS.connectionProblem);
  } finally {
    window.clearTimeout(timer);
  }

  if (!response.ok) {
    const { message, body: refusal } = await readRefusal(response);
    if (response.status === 401 && message === TEXTS.invalidToken && options.invalidToken !== 'throw') {
      signOutEverywhere();
      // The page is leaving for the sign-in screen: callers need not react, so never settle.
      return new Promise<T>(() => {});
    }
    throw new ApiError(response.status, message, refusal);
  }
  return read(response);
}

/** How long a GET started early waits for the page that will read it. */
const EARLY_GET_MS = 10_000;
const early = new Map<string, { answer: Promise<unknown>; startedAt: number }>();

export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => {
    const started = early.get(path);
    early.delete(path);
    if (started && Date.now() - started.startedAt < EARLY_GET_MS) return started.answer as Promise<T>;
    return request<T>('GET', path, undefined, options);
  },
  /**
   * Starts a GET before the code that reads it is there (a page's first call, from its
   * route): the next `get` of that path within seconds takes its answer instead of asking again.
   */
  startEarly: (path: string): void => {
    // The router may match the route again before the page reads it: one call is enough.
    const pending = early.get(path);
    if (pending && Date.now() - pending.startedAt < EARLY_GET_MS) return;
    const answer = request<unknown>('GET', path, undefined, {});
    // Its refusal is the reader's to handle; until one comes, it is not an unhandled one.
    answer.catch(() => {});
    early.set(path, { answer, startedAt: Date.now() });
  },
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  /** POST of a multipart form (files); 30 s unless told otherwise. */
  upload: <T>(path: string, form: FormData, options: RequestOptions = {}) =>
    request<T>('POST', path, form, { timeoutMs: UPLOAD_TIMEOUT_MS, ...options }),
  /**
   * POST answered by a file (a report's Excel): the body as a Blob and the server's file
   * name, with the token like every call; a refusal is an ApiError with the server's words.
   * 120 s unless told otherwise.
   */
  download: (path: string, body?: unknown, { onProgress, ...options }: DownloadOptions = {}) =>
    request<DownloadedFile>(
      'POST',
      path,
      body ?? {},
      { timeoutMs: DOWNLOAD_TIMEOUT_MS, ...options },
      fileReader(onProgress),
    ),
};

/** The text to show for a failed call: the server's words, or `fallback` when nothing answered. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.noResponse ? fallback : error.message;
  return fallback;
}

/** The error's own words: the server's message, or the connection text when nothing answered. */
export function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : TEXTS.serverError;
}
