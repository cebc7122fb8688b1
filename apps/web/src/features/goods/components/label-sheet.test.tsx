import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LabelSheet, printLabels } from './label-sheet';

const pieces = [
  { kode_barcode: '00000001', nama_barang: 'LIONTIN HATI', berat: 2.515, kadar_cetak: '750' },
  { kode_barcode: '00000002', nama_barang: 'KALUNG RANTAI', berat: 10.5, kadar_cetak: '700' },
];

const container = () => document.body.querySelector<HTMLElement>('[data-testid="label-print-container"]');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LabelSheet', () => {
  it('puts every label, with its CODE128 bars and texts, in a print container outside the app', async () => {
    render(<LabelSheet pieces={pieces} settings={{ format: 'CODE128', width: 50, height: 25 }} />);
    const root = container();
    expect(root?.parentElement).toBe(document.body);
    const labels = within(root as HTMLElement).getAllByTestId('label');
    expect(labels).toHaveLength(2);
    expect(labels[0]?.style.width).toBe('50mm');
    expect(labels[0]?.style.height).toBe('25mm');
    expect(within(labels[0] as HTMLElement).getByTestId('label-nama').textContent).toBe('LIONTIN HATI');
    expect(within(labels[0] as HTMLElement).getByTestId('label-berat').textContent).toBe('2.515 gr');
    expect(within(labels[1] as HTMLElement).getByTestId('label-kadar').textContent).toBe('700');
    expect(root?.querySelector('style')?.textContent).toContain('@page { size: 50mm 25mm; margin: 0 }');
    await waitFor(() => expect(root?.querySelectorAll('[data-rendered="true"]')).toHaveLength(2));
    expect(root?.querySelector('svg rect, svg g')).not.toBeNull();
    // On screen the preview shows the same labels.
    expect(within(screen.getByTestId('label-preview')).getAllByTestId('label')).toHaveLength(2);
  });

  it('draws QR codes, with the barcode digits written beside them', async () => {
    render(<LabelSheet pieces={pieces.slice(0, 1)} settings={{ format: 'QR', width: 40, height: 30 }} />);
    const root = container() as HTMLElement;
    await waitFor(() => expect(root.querySelector('[data-rendered="true"] svg')).not.toBeNull());
    expect(within(root).getByTestId('label-barcode-text').textContent).toBe('00000001');
  });

  it('previews the first labels only, and prints them all', () => {
    render(
      <LabelSheet pieces={pieces} settings={{ format: 'CODE128', width: 50, height: 25 }} previewLimit={1} />,
    );
    expect(within(screen.getByTestId('label-preview')).getAllByTestId('label')).toHaveLength(1);
    expect(screen.getByText('dan 1 label lainnya (semua ikut dicetak)')).toBeTruthy();
    expect(within(container() as HTMLElement).getAllByTestId('label')).toHaveLength(2);
  });

  it('prints once the barcodes are drawn', async () => {
    // happy-dom has no print dialog.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<LabelSheet pieces={pieces} settings={{ format: 'CODE128', width: 50, height: 25 }} />);
    await printLabels();
    expect(print).toHaveBeenCalledOnce();
    expect(container()?.querySelectorAll('[data-rendered="false"]')).toHaveLength(0);
  });
});
