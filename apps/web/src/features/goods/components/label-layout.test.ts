import { describe, expect, it } from 'vitest';
import { WEB_TEXTS } from '../../../texts';
import {
  BARCODE_OPTIONS,
  DEFAULT_LABEL_SETTINGS,
  LABEL_STORAGE_KEY,
  labelMetrics,
  labelPrintCss,
  labelSizeProblem,
  labelTexts,
  loadLabelSettings,
  presetOf,
  QR_OPTIONS,
  saveLabelSettings,
} from './label-layout';

const memory = () => {
  const store = new Map<string, string>();
  return {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    store,
  };
};

describe('label layout', () => {
  it('prints the barcode as SPEC §9 says', () => {
    expect(BARCODE_OPTIONS).toEqual({ format: 'CODE128', height: 40, width: 2, displayValue: true });
    expect(QR_OPTIONS.errorCorrectionLevel).toBe('L');
  });

  it('writes the weight with 3 decimals and gr, and the kadar as printed', () => {
    expect(
      labelTexts({ kode_barcode: '00000012', nama_barang: 'CINCIN POLOS', berat: 3.27, kadar_cetak: '750' }),
    ).toEqual({ barcode: '00000012', nama: 'CINCIN POLOS', berat: '3.270 gr', kadar: '750' });
    expect(labelTexts({ kode_barcode: '1', nama_barang: 'X', berat: 1234.5, kadar_cetak: '' }).berat).toBe(
      '1,234.500 gr',
    );
  });

  it('accepts sizes from 15 to 150 mm only', () => {
    expect(labelSizeProblem({ width: 50, height: 25 })).toBeUndefined();
    expect(labelSizeProblem({ width: 15, height: 150 })).toBeUndefined();
    expect(labelSizeProblem({ width: 14, height: 25 })).toBe(WEB_TEXTS.label.ukuranTidakValid(15, 150));
    expect(labelSizeProblem({ width: 50, height: Number.NaN })).toBe(
      WEB_TEXTS.label.ukuranTidakValid(15, 150),
    );
    expect(labelSizeProblem({ width: 50 })).toBe(WEB_TEXTS.label.ukuranTidakValid(15, 150));
  });

  it('knows its presets', () => {
    expect(presetOf({ width: 50, height: 25 })?.label).toBe('50 x 25 mm');
    expect(presetOf({ width: 51, height: 25 })).toBeUndefined();
  });

  it('remembers the settings and ignores what it cannot use', () => {
    const storage = memory();
    expect(loadLabelSettings(storage)).toEqual(DEFAULT_LABEL_SETTINGS);
    saveLabelSettings({ format: 'QR', width: 38, height: 25 }, storage);
    expect(loadLabelSettings(storage)).toEqual({ format: 'QR', width: 38, height: 25 });
    saveLabelSettings({ format: 'CODE128', width: 5, height: 25 }, storage);
    expect(loadLabelSettings(storage).width).toBe(38);
    storage.setItem(LABEL_STORAGE_KEY, '{"format":"EAN13","width":50,"height":25}');
    expect(loadLabelSettings(storage)).toEqual(DEFAULT_LABEL_SETTINGS);
    storage.setItem(LABEL_STORAGE_KEY, 'not json');
    expect(loadLabelSettings(storage)).toEqual(DEFAULT_LABEL_SETTINGS);
  });

  it('sizes the page as the label, without margin, one label a page, the app hidden', () => {
    const css = labelPrintCss({ width: 50, height: 25 });
    expect(css).toContain('@page { size: 50mm 25mm; margin: 0 }');
    expect(css).toContain('body > *:not(.toko-label-print) { display: none !important }');
    expect(css).toContain('.toko-label-print .toko-label { width: 50mm; height: 25mm;');
    expect(css).toContain('.toko-label:not(:last-child) { break-after: page');
    expect(css).toMatch(/@media screen \{ \.toko-label-print \{ display: none/);
  });

  it('keeps the barcode and text inside the label', () => {
    for (const size of [
      { width: 50, height: 25 },
      { width: 40, height: 15 },
      { width: 100, height: 60 },
    ]) {
      for (const format of ['CODE128', 'QR'] as const) {
        const metrics = labelMetrics(size, format);
        const inner = size.height - 2 * metrics.padding;
        expect(metrics.fontSize).toBeGreaterThanOrEqual(2);
        expect(metrics.codeHeight).toBeGreaterThan(0);
        expect(metrics.codeHeight).toBeLessThanOrEqual(inner);
        if (format === 'CODE128') {
          expect(metrics.codeHeight + 2 * metrics.fontSize * 1.2).toBeLessThanOrEqual(inner + 0.01);
        }
      }
    }
  });
});
