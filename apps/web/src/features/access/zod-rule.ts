import type { Rule } from 'antd/es/form';

/** The confirmation field of a new password: required, and equal to the password beside it. */
export const CONFIRM_REQUIRED = 'Konfirmasi Password Harus Diisi';
export const CONFIRM_MISMATCH = 'Konfirmasi Password Tidak Sama Dengan Password';

export function confirmPasswordRule(passwordField: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (!value) throw new Error(CONFIRM_REQUIRED);
      if (value !== getFieldValue(passwordField)) throw new Error(CONFIRM_MISMATCH);
    },
  });
}
