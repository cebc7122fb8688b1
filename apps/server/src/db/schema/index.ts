export * from './access.ts';
export * from './shops.ts';
