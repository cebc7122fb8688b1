/**
 * Who acts, as every area sees a signed-in caller: the shop and the modules switched on for
 * it, the user, the shop's business day, its clock and settings, and the epoch the request
 * saw (what a ShopCache keys its entries on). The access guard's AuthContext is one.
 */
export interface Actor {
  kodeToko: string;
  userId: string;
  tglSystem: string;
  timeZone: string;
  /** The server's clock when the request came (pinned by TOKO_NOW in training rooms and tests). */
  now: Date;
  paraSystem: ReadonlyMap<string, string>;
  /** Module flags switched on for the shop. */
  modules: ReadonlySet<string>;
  epoch: number;
}

/** What a write stamped with the business day needs of its actor: the shop, the user, the day. */
export type DayActor = Pick<Actor, 'kodeToko' | 'userId' | 'tglSystem'>;

/** What a shop-wide change (master data, settings, prices, pictures) needs: the shop and the user. */
export type ShopActor = Pick<Actor, 'kodeToko' | 'userId'>;
