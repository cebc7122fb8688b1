import { describe, expect, it } from 'vitest';
import { ClosingPipeline, type ClosingStep } from './closing-pipeline.ts';

const step = (key: string, phase?: ClosingStep['phase']): ClosingStep => ({
  key,
  label: key,
  rollForward: async () => {},
  ...(phase ? { phase } : {}),
});

describe('ClosingPipeline', () => {
  it('runs cash, stock, loans, prices, the roll-ups, then the EOD summary, whatever the registration order', () => {
    const pipeline = new ClosingPipeline();
    // The order app.ts registers them in: prices before goods, the cash book last.
    for (const each of [
      step('harga-emas', 'harga'),
      step('stok-barang', 'stok'),
      step('penjualan-harian'),
      step('hutang-bunga', 'hutang'),
      step('pembelian-harian'),
      step('saldo-kas', 'kas'),
      step('eod', 'eod'),
      step('uji'),
    ]) {
      pipeline.register(each);
    }
    expect(pipeline.steps.map((each) => each.key)).toEqual([
      'saldo-kas',
      'stok-barang',
      'hutang-bunga',
      'harga-emas',
      // Within a phase, in the order registered.
      'penjualan-harian',
      'pembelian-harian',
      'uji',
      'eod',
    ]);
  });

  it('refuses a key registered twice', () => {
    const pipeline = new ClosingPipeline();
    pipeline.register(step('eod', 'eod'));
    expect(() => pipeline.register(step('eod'))).toThrow('Langkah tutup toko eod sudah terdaftar');
  });
});
