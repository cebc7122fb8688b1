import { TEXTS } from '@toko/shared';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';

/** A report call's failure in the server's words, or the spec's fallback (SPEC §8). */
export function reportErrorText(error: unknown): string {
  return apiErrorMessage(error) ?? TEXTS.reportFailed;
}
