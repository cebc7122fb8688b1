import type { NotaSigner } from '../../counter/nota-token.ts';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { CashService } from '../cash/cash.service.ts';
import type { GoodsService } from '../goods/goods.service.ts';
import type { HargaEmasService } from '../harga-emas/harga-emas.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';

/**
 * What the buyback counter (pembelian, tukar) takes of the other areas, as app.ts wires them:
 * the few operations it calls, not the whole services.
 */
export interface CounterDeps {
  db: Db;
  masterData: Pick<MasterDataService, 'listActive' | 'listActiveSeen'>;
  goods: Pick<
    GoodsService,
    'addBoughtPiece' | 'byBarcode' | 'firstActiveTray' | 'receiveSoldPiece' | 'undoBoughtPiece'
  >;
  hargaEmas: Pick<HargaEmasService, 'daySeen'>;
  otorisasi: OtorisasiPort;
  members: Pick<MembersService, 'activeForSale'>;
  cash: Pick<CashService, 'bookPayment' | 'reverse'>;
  /** Reads a scanned receipt QR code. */
  notaSigner: Pick<NotaSigner, 'verify'>;
}
