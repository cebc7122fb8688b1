/** Query keys of the service area; invalidating `service` refreshes every list of repairs. */
export const serviceQueryKeys = {
  service: ['services', 'service'] as const,
  page: (filters: object) => ['services', 'service', 'page', filters] as const,
  doc: (noService: string) => ['services', 'service', 'doc', noService] as const,
};
