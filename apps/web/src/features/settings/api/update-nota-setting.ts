import type { NotaSetting, SlipType } from '@toko/shared';
import { api } from '../../../lib/api-client';

/**
 * Replaces one slip type's settings. The body is the whole setting: the texts page
 * and the printer page each change their own fields and send the rest as read.
 */
export function updateNotaSetting(
  slipType: SlipType,
  body: Omit<NotaSetting, 'slip_type'>,
): Promise<NotaSetting> {
  return api.put<NotaSetting>(`setting-nota/${slipType}`, body);
}
