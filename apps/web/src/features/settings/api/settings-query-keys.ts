/**
 * Query keys of the settings screens. The parameter list sits under the same
 * 'para-system' prefix as the rounding read by key, so a save refreshes both.
 */
export const settingsQueryKeys = {
  paraSystem: ['para-system'] as const,
  paraSystemList: ['para-system', 'all'] as const,
  notaSettings: ['setting-nota'] as const,
  shop: ['toko', 'current'] as const,
  logo: ['toko', 'logo'] as const,
};
