import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  beyondGroup,
  inGroup,
  isQueryId,
  isUsableKey,
  keyRange,
  pageOf,
  planPage,
  queryTanda,
  WALK_PAGES,
} from './report-keyset.ts';

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

  it("reads a key's group with its leading columns fixed, and its own bound on the last column", () => {
    const range = {
      from: key('PST', '2026-11-15', 'A-1'),
      upper: { key: key('PST', '2026-11-16', 'B-2'), side: 'before' as const },
    };
    expect(dialect.sqlToQuery(inGroup(columns, key('PST', '2026-11-15', 'C'), range)).sql).toBe(
      'r.kode_toko = $1::character varying and r.tgl = $2::date and r.no >= $3::character varying',
    );
    expect(dialect.sqlToQuery(inGroup(columns, key('PST', '2026-11-16', 'C'), range)).sql).toBe(
      'r.kode_toko = $1::character varying and r.tgl = $2::date and r.no < $3::character varying',
    );
    // A day between the two ends lies inside the range: its equalities alone.
    expect(
      dialect.sqlToQuery(inGroup(columns, key('PST', '2026-11-15', 'C'), { upper: range.upper })).sql,
    ).toBe('r.kode_toko = $1::character varying and r.tgl = $2::date');
    const after = dialect.sqlToQuery(beyondGroup(columns, key('PST', '2026-11-15', 'A-1'), 'asc', 'nulls'));
    expect(dialect.sqlToQuery(beyondGroup(columns, key('PST', '2026-11-15', 'A-1'), 'asc')).sql).toBe(
      '(r.kode_toko, r.tgl) > ($1::character varying, $2::date)',
    );
    expect(after.sql).toBe(
      '((r.kode_toko, r.tgl) > ($1::character varying, $2::date) or (r.kode_toko is null)' +
        ' or (r.kode_toko = $3::character varying and r.tgl is null))',
    );
    expect(dialect.sqlToQuery(beyondGroup(columns, key('PST', '2026-11-15', 'A-1'), 'desc')).sql).toContain(
      ') < (',
    );
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

  it('reads the next page on from its key, one row more for the page after it', () => {
    expect(planPage({ skip: 50, size: 50, count: 1000, known: new Set([0, 1]) })).toEqual({
      read: 'keys',
      direction: 'asc',
      from: 1,
      upTo: 'end',
      offset: 0,
      limit: 51,
      take: 50,
      starts: [{ row: 50, halaman: 2 }],
    });
  });

  it('reads a page between two known keys without a limit', () => {
    expect(planPage({ skip: 0, size: 50, count: 1000, known: new Set([0, 1]) })).toMatchObject({
      read: 'keys',
      from: 0,
      upTo: 1,
      limit: null,
      take: null,
    });
    // The last page runs through the query's last row.
    expect(planPage({ skip: 950, size: 50, count: 990, known: new Set([0, 1, 19]) })).toMatchObject({
      from: 19,
      upTo: 'end',
      limit: null,
    });
  });

  it('reads the last page backwards, as many rows as the count leaves on it', () => {
    expect(planPage({ skip: 950, size: 50, count: 990, known: new Set([0, 1]) })).toEqual({
      read: 'keys',
      direction: 'desc',
      from: 1,
      upTo: 'end',
      offset: 0,
      limit: 40,
      take: null,
      starts: [{ row: 0, halaman: 19 }],
    });
    // And the page before it backwards from its key.
    expect(planPage({ skip: 900, size: 50, count: 990, known: new Set([0, 1, 19]) })).toMatchObject({
      direction: 'desc',
      upTo: 19,
      offset: 0,
      limit: 50,
    });
  });

  it('walks a few pages from the nearest known key, and builds the index only for a page far from all', () => {
    expect(planPage({ skip: 150, size: 50, count: 1000, known: new Set([0, 1]) })).toMatchObject({
      direction: 'asc',
      from: 1,
      offset: 100,
      limit: 51,
      starts: [
        { row: 0, halaman: 3 },
        { row: 50, halaman: 4 },
      ],
    });
    // Two pages before the last: backwards from the last row, one row more for the page after it.
    expect(planPage({ skip: 850, size: 50, count: 990, known: new Set([0, 1]) })).toMatchObject({
      direction: 'desc',
      upTo: 'end',
      offset: 990 - 1 - 900,
      limit: 51,
    });
    const far = (1 + WALK_PAGES + 1) * 50;
    expect(planPage({ skip: far, size: 50, count: 100_000, known: new Set([0, 1]) })).toEqual({
      read: 'index',
    });
  });

  it('reads a skip between two page starts on from a key, and nothing past the last row', () => {
    expect(planPage({ skip: 60, size: 25, count: 246, known: new Set([0, 1]) })).toEqual({
      read: 'keys',
      direction: 'asc',
      from: 1,
      upTo: 'end',
      offset: 35,
      limit: 25,
      take: 25,
      starts: [],
    });
    expect(planPage({ skip: 250, size: 25, count: 246, known: new Set([0, 1]) })).toEqual({ read: 'none' });
    expect(planPage({ skip: 25, size: 25, count: 246, known: new Set() })).toEqual({ read: 'offset' });
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
