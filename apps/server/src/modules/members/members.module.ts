import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MasterDataService } from '../master-data/master-data.service.ts';
import { registerMembersRoutes } from './members.routes.ts';
import { createMembersService, type MembersService } from './members.service.ts';

/** Members: the lookup the counter screens use, and the points ledger sales write to. */
export function registerMembers(
  app: FastifyInstance,
  deps: { db: Db; masterData: MasterDataService },
): MembersService {
  const service = createMembersService(deps);
  registerMembersRoutes(app, service);
  return service;
}
