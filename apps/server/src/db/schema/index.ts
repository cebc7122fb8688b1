export * from './access.ts';
export * from './cash.ts';
export * from './goods.ts';
export * from './master-data.ts';
export * from './members.ts';
export * from './purchases.ts';
export * from './sales.ts';
export * from './shops.ts';
