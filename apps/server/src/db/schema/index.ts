export * from './access.ts';
export * from './goods.ts';
export * from './master-data.ts';
export * from './shops.ts';
