import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NOTA_PAPERS,
  notaFileName,
  notaPrintCss,
  pxToMm,
  ROLL_FALLBACK_HEIGHT,
  rollPageHeight,
} from './nota-layout';
import { NotaSheet } from './nota-sheet';
import { TWO_COPIES, testNota } from './nota-test-data';

const container = () => document.body.querySelector<HTMLElement>('[data-testid="nota-print-container"]');

describe('nota layout', () => {
  it('gives each paper its width; only the sheets have a fixed height', () => {
    expect(
      Object.fromEntries(
        Object.entries(NOTA_PAPERS).map(([key, paper]) => [key, [paper.width, paper.height]]),
      ),
    ).toEqual({ THERMAL_58: [58, null], THERMAL_80: [80, null], HALF_A4: [210, 148], A4: [210, 297] });
  });

  it('makes a roll page as long as the tallest copy plus the cutter feed', () => {
    expect(pxToMm(96)).toBeCloseTo(25.4);
    expect(rollPageHeight([100.2, 120.1])).toBe(125);
    expect(rollPageHeight([0])).toBeNull();
    expect(notaPrintCss('THERMAL_58', 125)).toContain('@page { size: 58mm 125mm; margin: 0 }');
    // Not measured (no layout engine): an A4 length rather than a cut receipt.
    expect(notaPrintCss('THERMAL_80', null)).toContain(
      `@page { size: 80mm ${ROLL_FALLBACK_HEIGHT}mm; margin: 0 }`,
    );
    // A sheet keeps its own size whatever was measured.
    expect(notaPrintCss('HALF_A4', 80)).toContain('@page { size: 210mm 148mm; margin: 0 }');
    expect(notaPrintCss('A4', null)).toContain('.toko-nota-copy:not(:last-child) { break-after: page');
  });

  it('names the PDF after the receipt number', () => {
    expect(notaFileName('PST-FJ-261122-0001')).toBe('Nota-PST-FJ-261122-0001.pdf');
    expect(notaFileName('A/B C')).toBe('Nota-A_B_C.pdf');
  });
});

describe('NotaSheet', () => {
  it('shows the receipt at the paper width and puts the same copy in a print container outside the app', () => {
    render(<NotaSheet nota={testNota()} />);
    const preview = screen.getByTestId('nota-preview');
    const [copy] = within(preview).getAllByTestId('nota-copy');
    expect(copy?.style.width).toBe('80mm');
    expect(copy?.style.fontSize).toBe('8.5pt');
    const shown = within(copy as HTMLElement);
    expect(shown.getByTestId('nota-header').textContent).toBe(
      'Toko Emas PusatJl. Pasar Baru No. 1, JakartaTelp. 021-555',
    );
    expect(shown.getByTestId('nota-title').textContent).toBe('NOTA PENJUALAN');
    expect(shown.getByTestId('nota-copy-label').textContent).toBe('Lembar Customer');
    // Each 20-character segment on its own line.
    expect([...shown.getByTestId('nota-info-Customer').children].map((line) => line.textContent)).toEqual([
      'PT ANEKA PERHIASAN N',
      'USANTARA',
    ]);
    const items = shown.getAllByTestId('nota-item');
    expect(items[0]?.textContent).toBe('00000001 · 750 / 750CINCIN CONTOH3.270 gr5,003,500');
    expect(items[1]?.textContent).toContain('BATAL');
    expect(shown.getByTestId('nota-summary').textContent).toBe('2 pcs, 13.770 gr');
    expect(shown.getAllByTestId('nota-amount').map((row) => row.textContent)).toEqual([
      'TotalRp 19,493,500',
      'Cash diterimaRp 11,000,000',
      'KembalianRp 506,500',
      'Cash bersihRp 10,493,500',
      'DebetMANDIRIRp 9,000,000',
      'Biaya Kartu DebetRp 135,000',
    ]);
    expect(shown.getByTestId('nota-terbilang').textContent).toBe(
      'Sembilan Belas Juta Empat Ratus Sembilan Puluh Tiga Ribu Lima Ratus Rupiah',
    );
    expect(shown.getByTestId('nota-footer').textContent).toBe('Terima kasih atas kunjungan Anda');
    expect(shown.queryByTestId('nota-syarat')).toBeNull();
    expect(shown.queryByTestId('nota-stamp')).toBeNull();

    const root = container() as HTMLElement;
    expect(root.parentElement).toBe(document.body);
    expect(within(root).getAllByTestId('nota-copy')).toHaveLength(1);
    expect(root.querySelector('style')?.textContent).toContain('@page { size: 80mm');
  });

  it('prints two copies, customer and internal, each on its own page, when the duplicate flag is on', () => {
    render(<NotaSheet nota={testNota({ ...TWO_COPIES, paper: 'A4' })} />);
    const labels = (root: HTMLElement) =>
      within(root)
        .getAllByTestId('nota-copy-label')
        .map((label) => label.textContent);
    expect(labels(screen.getByTestId('nota-preview'))).toEqual(['Lembar Customer', 'Lembar Internal']);
    const root = container() as HTMLElement;
    expect(labels(root)).toEqual(['Lembar Customer', 'Lembar Internal']);
    expect(root.querySelector('style')?.textContent).toContain('@page { size: 210mm 297mm; margin: 0 }');
  });

  it('lays a sheet out as a table, with the stamp and the terms of a deposit slip', () => {
    render(
      <NotaSheet
        nota={testNota({
          paper: 'HALF_A4',
          stamp: 'BATAL',
          syaratKetentuan: ['Pembeli memberikan waktu kepada penjual paling lama 3 (tiga) bulan.'],
        })}
      />,
    );
    const copy = within(screen.getByTestId('nota-preview'));
    const table = copy.getByTestId('nota-items');
    expect(table.tagName).toBe('TABLE');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'No',
      'Barcode',
      'Nama Barang',
      'Group / Kadar',
      'Berat (gr)',
      'Harga (Rp)',
    ]);
    expect(
      [...(table.querySelectorAll('tbody tr')[0]?.querySelectorAll('td') ?? [])].map((td) => td.textContent),
    ).toEqual(['1', '00000001', 'CINCIN CONTOH', '750 / 750', '3.270', '5,003,500']);
    expect(copy.getByTestId('nota-stamp').textContent).toBe('BATAL');
    expect(copy.getByTestId('nota-syarat').textContent).toBe(
      'Syarat dan Ketentuan:Pembeli memberikan waktu kepada penjual paling lama 3 (tiga) bulan.',
    );
  });
});
