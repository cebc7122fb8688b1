import { describe, expect, it } from 'vitest';
import { type ApiDocument, accessText, objectOf, operationsByArea, resolveSchema, typeText } from './openapi';

const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Toko Emas Back Office API', version: '0.1.0' },
  paths: {
    '/api/penjualan': {
      post: { tags: ['penjualan'], responses: {}, 'x-akses': { menu: ['transaksi-penjualan'] } },
    },
    '/api/penjualan/{no_faktur_group}': {
      get: { tags: ['penjualan'], responses: {}, 'x-akses': { menu: ['lihat-penjualan'] } },
    },
    '/api/hutang': {
      post: { tags: ['hutang'], responses: {}, 'x-akses': { menu: ['transaksi-hutang'] } },
      get: { tags: ['hutang'], responses: {}, 'x-akses': { menu: ['lihat-hutang'] } },
    },
  },
  components: {
    schemas: {
      MenuItem: {
        type: 'object',
        properties: {
          path: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/components/schemas/MenuItem' } },
        },
        required: ['path'],
      },
    },
  },
};

describe('the API document on the page', () => {
  it('groups calls by area, GET before POST on a path, and searches every word', () => {
    const areas = operationsByArea(DOCUMENT);
    expect(areas.map(([area, list]) => [area, list.map((entry) => entry.id)])).toEqual([
      ['hutang', ['get /api/hutang', 'post /api/hutang']],
      ['penjualan', ['post /api/penjualan', 'get /api/penjualan/{no_faktur_group}']],
    ]);
    expect(
      operationsByArea(DOCUMENT, 'lihat-penjualan').flatMap(([, list]) => list.map((entry) => entry.id)),
    ).toEqual(['get /api/penjualan/{no_faktur_group}']);
    expect(
      operationsByArea(DOCUMENT, 'POST hutang').flatMap(([, list]) => list.map((entry) => entry.id)),
    ).toEqual(['post /api/hutang']);
    expect(operationsByArea(DOCUMENT, 'tidak ada')).toEqual([]);
  });

  it('says who may call in the menu titles of Hak Akses', () => {
    expect(accessText({ public: true })).toBe('Publik, tanpa token');
    expect(accessText({ signedIn: true })).toBe('Semua pengguna yang sudah masuk');
    expect(accessText({ signedIn: true, ownerOnly: true })).toBe('Pemilik (OWN, SU, MU)');
    expect(accessText({ menu: ['transaksi-penjualan'] })).toBe('Menu Transaksi Penjualan');
    expect(
      accessText({ menu: ['transaksi-penjualan', 'lihat-penjualan'], alsoMenu: ['lihat-pesanan'] }),
    ).toBe('Menu Transaksi Penjualan atau Lihat Penjualan, dan Lihat Pesanan');
  });

  it('writes types in a few words and follows references', () => {
    expect(typeText({ type: 'integer', minimum: 0 }, DOCUMENT)).toBe('integer (≥ 0)');
    expect(typeText({ type: 'string', maxLength: 30 }, DOCUMENT)).toBe('string (max 30)');
    expect(typeText({ enum: ['xlsx', 'csv'] }, DOCUMENT)).toBe('"xlsx" | "csv"');
    expect(typeText({ anyOf: [{ type: 'string' }, { type: 'null' }] }, DOCUMENT)).toBe('string | null');
    expect(typeText({ type: 'array', items: { $ref: '#/components/schemas/MenuItem' } }, DOCUMENT)).toBe(
      'array of MenuItem',
    );
    const menu = resolveSchema({ $ref: '#/components/schemas/MenuItem' }, DOCUMENT);
    expect(menu.required).toEqual(['path']);
    expect(objectOf({ type: 'array', items: { $ref: '#/components/schemas/MenuItem' } }, DOCUMENT)).toBe(
      menu,
    );
    expect(objectOf({ type: 'string' }, DOCUMENT)).toBeUndefined();
  });
});
