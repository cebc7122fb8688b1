/** Query keys of what every receipt is printed with: the shop's data and the slip settings. */
export const notaQueryKeys = {
  tokoCurrent: ['nota', 'toko-current'] as const,
  notaSettings: ['nota', 'nota-settings'] as const,
};
