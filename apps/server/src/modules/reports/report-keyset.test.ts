import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isQueryId, isUsableKey, keyRange, pageOf, queryTanda } from './report-keyset.ts';

const dialect = new PgDialect();
const columns = [sql.raw('r.kode_toko'), sql.raw('r.tgl'), sql.raw('r.no')];
const types = ['character varying', 'date', 'character varying'];
const key = (...values: string[]) => ({ values, types });

describe('report keyset', () => {
  it('bounds a page by its keys and states the shared leading columns as equalities', () => {
    const query = dialect.sqlToQuery(
      keyRange(columns, key('PST', '2026-11-15', 'A-1'), {
        key: key('PST', '2026-11-15', 'B-2'),
        side: 'before',
      }),
    );
    expect(query.sql).toBe(
      '(r.kode_toko, r.tgl, r.no) >= ($1::character varying, $2::date, $3::character varying)' +
        ' and (r.kode_toko, r.tgl, r.no) < ($4::character varying, $5::date, $6::character varying)' +
        ' and r.kode_toko = $7::character varying and r.tgl = $8::date' +
        ' and r.no between $9::character varying and $10::character varying',
    );
    expect(query.params).toEqual([
      'PST',
      '2026-11-15',
      'A-1',
      'PST',
      '2026-11-15',
      'B-2',
      'PST',
      '2026-11-15',
      'A-1',
      'B-2',
    ]);
  });

  it('runs a page across days through the last key, the day as a range', () => {
    const query = dialect.sqlToQuery(
      keyRange(columns, key('PST', '2026-11-15', 'A-1'), {
        key: key('PST', '2026-11-16', 'B-2'),
        side: 'through',
      }),
    );
    expect(query.sql).toContain(' <= (');
    expect(query.sql).toContain(
      'r.kode_toko = $7::character varying and r.tgl between $8::date and $9::date',
    );
    expect(query.sql).not.toContain('r.no between');
  });

  it('refuses a type name that is not a plain SQL type', () => {
    expect(() => keyRange([sql.raw('r.x')], { values: ['1'], types: ['int); drop table x; --'] })).toThrow();
  });

  it('takes only keys with a value for every order column', () => {
    expect(isUsableKey(key('PST', '2026-11-15', 'A'), 3)).toBe(true);
    expect(isUsableKey({ values: ['PST', null, 'A'], types }, 3)).toBe(false);
    expect(isUsableKey(key('PST'), 3)).toBe(false);
    expect(isUsableKey(undefined, 3)).toBe(false);
  });

  it('finds the stored page of a skip and the rows of it before the skip', () => {
    expect(pageOf(0, 50)).toEqual({ halaman: 0, within: 0 });
    expect(pageOf(100, 50)).toEqual({ halaman: 2, within: 0 });
    expect(pageOf(60, 25)).toEqual({ halaman: 2, within: 10 });
  });

  it('signs a query by its report, scope and page size, whatever the order of its keys', () => {
    const scope = {
      kodeToko: 'PST',
      from: '2026-11-01',
      to: '2026-11-29',
      filters: { sales: 'S01', kasir: 'K' },
    };
    const same = {
      filters: { kasir: 'K', sales: 'S01' },
      to: '2026-11-29',
      from: '2026-11-01',
      kodeToko: 'PST',
      search: undefined,
    };
    expect(queryTanda('transaksi-penjualan', scope, 50)).toBe(queryTanda('transaksi-penjualan', same, 50));
    expect(queryTanda('transaksi-penjualan', scope, 50)).not.toBe(
      queryTanda('transaksi-penjualan', scope, 20),
    );
    expect(queryTanda('transaksi-penjualan', scope, 50)).not.toBe(
      queryTanda('transaksi-penjualan', { ...scope, kodeToko: 'T2' }, 50),
    );
  });

  it('knows a query id only in the shape the database stores', () => {
    expect(isQueryId('d14d051d-2ff8-4e78-bf26-2a36c30184bc')).toBe(true);
    expect(isQueryId('bukan-id')).toBe(false);
    expect(isQueryId(undefined)).toBe(false);
  });
});
