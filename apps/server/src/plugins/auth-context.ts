import type { AccessSubject } from '@toko/shared';

/**
 * Who is calling, resolved once per request from the x-auth-token header. The access area
 * makes it; the plugins and every route read it, so it is declared here, below them all.
 */
export interface AuthContext extends AccessSubject {
  sessionId: number;
  userRef: number;
  userId: string;
  userName: string;
  namaToko: string;
  tglSystem: string;
  timeZone: string;
  /** Today in the shop's time zone. */
  today: string;
  /** The server's clock when the request came (pinned by TOKO_NOW in training rooms and tests). */
  now: Date;
  mustChangePassword: boolean;
  paraSystem: ReadonlyMap<string, string>;
  /** The shop's auth epoch this sign-in was loaded under: what a ShopCache keys its entries on. */
  epoch: number;
}

/** What the guard and the socket handshake need of the access area: a token checked. */
export interface Authenticator {
  /** The caller of a token, or a 401 when it is unknown, expired or ended. */
  authenticate(token: string | undefined): Promise<AuthContext>;
  /** Whether the token's session was ended by a closing of its shop (told apart from a plain 401). */
  endedByClosing(token: string | undefined): Promise<boolean>;
}
