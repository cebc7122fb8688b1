import { paraSystemSchema } from '@toko/shared';
import { api } from './api-client';

/**
 * A shop setting read by key (para-system). A setting missing, unreadable or out of its
 * range answers the fallback, as the server does: a broken setting never stops the counter.
 * `parse` answers undefined (or throws) for a value it does not accept.
 */
export async function readParameter<T>(
  key: string,
  parse: (value: string) => T | undefined,
  fallback: T,
): Promise<T> {
  try {
    const param = paraSystemSchema.parse(
      await api.get<unknown>(`para-system/key/${encodeURIComponent(key)}`),
    );
    return parse(param.value) ?? fallback;
  } catch {
    return fallback;
  }
}
