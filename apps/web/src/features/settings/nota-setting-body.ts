import { type NotaSetting, SLIP_DUPLICATE_FLAGS, SLIP_LABELS, SLIP_TYPES, type SlipType } from '@toko/shared';

/**
 * The body of PUT setting-nota/{slip_type}: the setting as the server sent it with
 * this page's fields changed. Each of the two receipt pages edits half of a setting;
 * sending the other half as read keeps it.
 */
export function notaSettingBody(
  current: NotaSetting,
  changes: Partial<Omit<NotaSetting, 'slip_type'>>,
): Omit<NotaSetting, 'slip_type'> {
  const { slip_type: _slipType, ...fields } = current;
  return { ...fields, ...changes };
}

/** Other slips printed in two copies by the same module flag: switching one switches them too. */
export function slipsSharingDuplicate(slipType: SlipType): string[] {
  const flag = SLIP_DUPLICATE_FLAGS[slipType];
  return SLIP_TYPES.filter((other) => other !== slipType && SLIP_DUPLICATE_FLAGS[other] === flag).map(
    (other) => SLIP_LABELS[other],
  );
}
