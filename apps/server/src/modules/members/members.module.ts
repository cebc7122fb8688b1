import type { FastifyInstance } from 'fastify';
import type { OtorisasiPort } from '../../counter/otorisasi.ts';
import type { Db } from '../../db/client.ts';
import type { DocumentPhotoService } from '../images/document-photos.service.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { registerMembersRoutes } from './members.routes.ts';
import { createMembersService, type MembersService } from './members.service.ts';
import { registerTukarPoinRoutes } from './tukar-poin.routes.ts';
import { createTukarPoinService } from './tukar-poin.service.ts';

/** Members: Data Member, the lookup the counter screens use, the points ledger and Tukar Point (decision 022). */
export function registerMembers(
  app: FastifyInstance,
  deps: {
    db: Db;
    masterData: MasterDataService;
    otorisasi: OtorisasiPort;
    documentPhotos: DocumentPhotoService;
  },
): MembersService {
  const service = createMembersService(deps);
  registerMembersRoutes(app, service);
  registerTukarPoinRoutes(
    app,
    createTukarPoinService({ db: deps.db, otorisasi: deps.otorisasi, members: service }),
  );
  return service;
}
