import {
  canUseMenu,
  forbidden,
  messageSchema,
  notaSettingSchema,
  notaSettingUpdateSchema,
  paraSystemDefinition,
  paraSystemKeyParamsSchema,
  paraSystemSchema,
  paraSystemValueSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
  slipTypeParamsSchema,
  TEXTS,
} from '@toko/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/access-guard.ts';
import type { SettingsService } from './settings.service.ts';

const NOTA_MENU = { menu: ['settingNota', 'setting-nota'] } as const;
const PARA_SYSTEM_MENU = 'settingsystem';

export function registerSettingsRoutes(app: FastifyInstance, service: SettingsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The whole list is Setting System's; screens read what they need by key (below).
  api.get(
    '/api/para-system',
    {
      config: { access: { menu: [PARA_SYSTEM_MENU] } },
      schema: { response: { 200: z.array(paraSystemSchema) } },
    },
    (request) => service.list(authOf(request).kodeToko),
  );

  api.get(
    '/api/para-system/key/:key',
    {
      config: { access: { signedIn: true } },
      schema: { params: paraSystemKeyParamsSchema, response: { 200: paraSystemSchema } },
    },
    (request) => {
      const auth = authOf(request);
      // A value no screen of the caller uses is Setting System's (a cashier reads rounding and flags).
      const readMenus = paraSystemDefinition(request.params.key)?.readMenus;
      if (readMenus && !canUseMenu([PARA_SYSTEM_MENU, ...readMenus], auth))
        throw forbidden(TEXTS.menuForbidden);
      return service.get(auth.kodeToko, request.params.key);
    },
  );

  api.put(
    '/api/para-system/key/:key',
    {
      config: { access: { menu: [PARA_SYSTEM_MENU] } },
      schema: {
        params: paraSystemKeyParamsSchema,
        body: paraSystemValueSchema,
        response: { 200: paraSystemSchema },
      },
    },
    (request) => service.update(authOf(request), request.params.key, request.body.value),
  );

  api.get(
    '/api/setting-nota',
    { config: { access: { signedIn: true } }, schema: { response: { 200: z.array(notaSettingSchema) } } },
    (request) => service.notaSettings(authOf(request).kodeToko),
  );

  api.put(
    '/api/setting-nota/:slip_type',
    {
      config: { access: NOTA_MENU },
      schema: {
        params: slipTypeParamsSchema,
        body: notaSettingUpdateSchema,
        response: { 200: notaSettingSchema },
      },
    },
    (request) => service.updateNotaSetting(authOf(request), request.params.slip_type, request.body),
  );

  // Receipts print the shop's name and address, so every signed-in user reads them.
  api.get(
    '/api/toko/current',
    { config: { access: { signedIn: true } }, schema: { response: { 200: shopSettingsSchema } } },
    (request) => service.shopSettings(authOf(request).kodeToko),
  );

  api.put(
    '/api/toko/current',
    {
      config: { access: { menu: ['settingtoko'] } },
      schema: { body: shopSettingsUpdateSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await service.updateShopSettings(authOf(request), request.body);
      return { message: 'Berhasil Menyimpan Data' };
    },
  );
}
