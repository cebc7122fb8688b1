import fs from 'node:fs';
import path from 'node:path';
import { type HutangDoc, menuLeaves } from '@toko/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiLogin, apiSoldRing } from './support/api.ts';
import { openBrowser, screenshotDir, settled } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { signIn } from './support/session.ts';

/*
 * Every list page on a laptop (1366 x 768): each header cell in sight, none under a
 * sticky column (Aksi), none cut to an ellipsis, no status tag clipped, and no amount in
 * rupiah that may break between "Rp" and its number. The pages come from the menu
 * catalogue, so a new list page is checked without touching this file.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof openBrowser>>;
let page: Page;

beforeAll(async () => {
  // The demo's pieces in the trays: the goods lists have rows of their own.
  server = await startServer({ env: { SEED_DEMO_GOODS: 'true' } });
  browser = await openBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const token = await apiLogin(server.url, 'PST', 'OWNER');
  const call = <T>(method: string, route: string, body?: unknown) =>
    apiCall<T>(server.url, token, method, route, body);
  // A validated sale and a validated loan, one still waiting: Lihat Penjualan and Lihat Hutang
  // have rows in both states, the long "Belum Validasi" status among them.
  await apiSoldRing(server.url, token, ['CINCIN LEBAR', 'CINCIN KEDUA'], `e2e-kolom-${Date.now()}`);
  const lend = (nama: string, key: string) =>
    call<HutangDoc>('POST', 'hutang', {
      idempotency_key: `e2e-kolom-hutang-${key}-${Date.now()}`,
      kode_sales: 'S01',
      nama_customer: nama,
      no_hp: '0812000333',
      nik: `31740123456700${key}`,
      items: [{ kode_group: '750', kode_dept: 'CC', nama_barang: 'cincin polos', berat: '3.270', kadar: 75 }],
      pokok: 500_000,
      jangka_bulan: 4,
      bayar: { cash: 500_000, transfer: 0 },
    });
  const first = await lend('IBU SITI AMINAH', '01');
  await lend('BAPAK HARTONO WIJAYA', '02');
  await call('POST', 'hutang/validasi', { no_hutang: [first.no_hutang] });
  // A member with every field filled, the long name and town a real register holds.
  await call('POST', 'member', {
    idempotency_key: `e2e-kolom-member-${Date.now()}`,
    nama_member: 'ibu maria magdalena kusumawardhani',
    no_hp: '081355500099',
    alamat: 'jl. raya pajajaran no. 123 rt 004 rw 011',
    kota: 'kabupaten bandung barat',
    tgl_lahir: '1985-04-12',
    nik: '3271014204850001',
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, server.url, 'PST', 'OWNER');
  await page.waitForURL('**/dashboard');
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface TableProblem {
  header: string;
  problem: string;
}

/**
 * What hides data in the page's tables: a header cell outside the table's box (only seen by
 * scrolling sideways), under a sticky column, or cut short; a status tag cut short; an
 * amount in rupiah free to wrap ("Rp" over "1,000,000" once its column is narrow).
 */
async function tableProblems(): Promise<{ tables: number; rows: number; problems: TableProblem[] }> {
  return page.evaluate(() => {
    const problems: { header: string; problem: string }[] = [];
    let rows = 0;
    // Lists, not the entry grids of a form (lines with inputs: the counters' own layout).
    const tables = [
      ...document.querySelectorAll<HTMLElement>('.ant-layout-content .ant-table-wrapper'),
    ].filter(
      (table) =>
        table.offsetParent !== null && !table.closest('.ant-modal') && !table.querySelector('tbody input'),
    );
    for (const table of tables) {
      rows += table.querySelectorAll('tbody tr.ant-table-row').length;
      const box = (table.querySelector('.ant-table-container') ?? table).getBoundingClientRect();
      const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter(
        (th) => th.getBoundingClientRect().width > 0 && !th.classList.contains('ant-table-cell-scrollbar'),
      );
      const sticky = headers.filter((th) => /ant-table-cell-fix/.test(th.className));
      for (const th of headers) {
        const name = th.innerText.trim() || '(tanpa judul)';
        const cell = th.getBoundingClientRect();
        if (cell.left < box.left - 1 || cell.right > box.right + 1)
          problems.push({ header: name, problem: 'di luar tabel (harus digeser)' });
        if (!sticky.includes(th)) {
          for (const fixed of sticky) {
            const over = fixed.getBoundingClientRect();
            if (cell.left < over.right - 1 && over.left < cell.right - 1)
              problems.push({ header: name, problem: `tertutup kolom ${fixed.innerText.trim()}` });
          }
        }
        const title = th.querySelector<HTMLElement>('.ant-table-column-title') ?? th;
        if (title.scrollWidth > title.clientWidth + 1) problems.push({ header: name, problem: 'terpotong' });
      }
      // A body cell under a sticky cell of its row ("Berj…" under Aksi).
      for (const row of table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')) {
        const cells = [...row.children] as HTMLElement[];
        const fixedCells = cells.filter((td) => /ant-table-cell-fix/.test(td.className));
        for (const td of cells) {
          if (fixedCells.includes(td)) continue;
          const cell = td.getBoundingClientRect();
          for (const fixed of fixedCells) {
            const over = fixed.getBoundingClientRect();
            if (cell.width > 0 && cell.left < over.right - 1 && over.left < cell.right - 1)
              problems.push({
                header: `sel ${td.innerText.trim().slice(0, 20)}`,
                problem: 'tertutup kolom tetap',
              });
          }
        }
      }
      for (const tag of table.querySelectorAll<HTMLElement>('tbody .ant-tag')) {
        const td = tag.closest('td')?.getBoundingClientRect();
        const own = tag.getBoundingClientRect();
        if (
          tag.scrollWidth > tag.clientWidth + 1 ||
          (td && (own.right > td.right + 1 || own.right > box.right + 1))
        )
          problems.push({ header: `status ${tag.innerText.trim()}`, problem: 'terpotong' });
      }
      const texts = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const amount = /Rp\s+-?\d[\d,]*/.exec(text.textContent ?? '');
        const holder = text.parentElement;
        if (!amount || !holder?.closest('tbody, tfoot, .ant-table-summary')) continue;
        let unbroken = false;
        for (let box: HTMLElement | null = holder; box && box !== table; box = box.parentElement) {
          if (/^(nowrap|pre)$/.test(getComputedStyle(box).whiteSpace)) unbroken = true;
          if (unbroken || box.tagName === 'TD') break;
        }
        if (!unbroken) problems.push({ header: `rupiah ${amount[0]}`, problem: 'bisa terputus baris' });
      }
    }
    return { tables: tables.length, rows, problems };
  });
}

/** The owner's list pages: every leaf of the catalogue but the reports (their tables wait for a search). */
const leaves = menuLeaves().filter(
  (leaf) => !leaf.path.startsWith('/laporan-') && (!leaf.shops || leaf.shops.includes('PST')),
);

describe('Setiap halaman daftar di laptop (1366 x 768)', () => {
  const checked: string[] = [];

  it.each(leaves.map((leaf) => [leaf.title, leaf] as const))(
    '%s shows every column',
    async (_title, leaf) => {
      await page.goto(`${server.url}${leaf.path}`);
      // A module this shop does not run leaves the page unopened: nothing to measure.
      const opened = await page
        .waitForFunction((title) => document.title.endsWith(title), `| ${leaf.title.toUpperCase()}`, {
          timeout: 5_000,
        })
        .then(
          () => true,
          () => false,
        );
      if (!opened) return;
      // The lazy page and its first list request: no spinner left, the rows drawn.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton'));
      await page.waitForTimeout(300);
      await settled(page);
      const found = await tableProblems();
      if (found.tables === 0) return;
      checked.push(`${leaf.title} (${found.rows} baris)`);
      fs.mkdirSync(screenshotDir, { recursive: true });
      await page.screenshot({ path: path.join(screenshotDir, `kolom-laptop-${leaf.key}.png`) });
      expect(found.problems).toEqual([]);
    },
  );

  it('checked the lists that carry the issue, with rows on them', () => {
    console.log(checked.join('\n'));
    expect(checked).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Lihat Hutang \([1-9]/),
        expect.stringMatching(/^Data Member \([1-9]/),
      ]),
    );
  });
});
