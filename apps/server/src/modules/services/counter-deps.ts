import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { CashService } from '../cash/cash.service.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import type { MembersService } from '../members/members.service.ts';

/**
 * What the repair counter takes of the other areas, as app.ts wires them:
 * the few operations it calls, not the whole services.
 */
export interface CounterDeps {
  db: Db;
  masterData: Pick<MasterDataService, 'listActive' | 'listActiveSeen'>;
  otorisasi: OtorisasiPort;
  members: Pick<MembersService, 'activeForSale'>;
  cash: Pick<CashService, 'bookPayment' | 'checkCardSettlement' | 'reverse'>;
  documentPhotos: DocumentPhotoService;
}
