import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { darkRuns, qrMatrixOf } from '../qr/load-qrcode';
import { KirimWaButton } from './kirim-wa-button';
import { NotaQr, notaQrLink, qrPath } from './nota-qr';
import { testNota } from './nota-test-data';

describe('the receipt’s QR code', () => {
  it('draws every dark module once, as runs of each row', async () => {
    const matrix = await qrMatrixOf('http://toko.test/cek-nota/abc.def');
    const dark = new Set<string>();
    for (let row = 0; row < matrix.size; row += 1)
      for (let column = 0; column < matrix.size; column += 1)
        if (matrix.dark(row, column)) dark.add(`${row},${column}`);
    const drawn = new Set<string>();
    for (const [row, first, length] of darkRuns(matrix))
      for (let column = first; column < first + length; column += 1) drawn.add(`${row},${column}`);
    expect(drawn).toEqual(dark);
    expect(qrPath(matrix)).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });

  it('holds the absolute link under the page’s address, or the server’s own when absolute', () => {
    expect(notaQrLink('/cek-nota/abc.def')).toBe(`${window.location.origin}/cek-nota/abc.def`);
    expect(notaQrLink('https://emas.tokoku.id/cek-nota/abc.def')).toBe(
      'https://emas.tokoku.id/cek-nota/abc.def',
    );
  });

  it('prints on a receipt with a link, and nothing on one without', async () => {
    const { rerender } = render(<NotaQr nota={testNota({ qr: '/cek-nota/abc.def' })} />);
    const qr = screen.getByTestId('nota-qr');
    await waitFor(() => expect(qr.getAttribute('data-rendered')).toBe('true'));
    expect(qr.getAttribute('data-link')).toBe(`${window.location.origin}/cek-nota/abc.def`);
    rerender(<NotaQr nota={testNota()} />);
    expect(screen.queryByTestId('nota-qr')).toBeNull();
  });
});

describe('Kirim via WhatsApp', () => {
  const props = {
    link: '/cek-nota/abc.def',
    namaToko: 'Toko Emas Pusat',
    judul: 'Nota Penjualan',
    nomor: 'N1',
  };

  it('opens the customer’s chat with the message and the receipt’s link', () => {
    render(<KirimWaButton {...props} noHp="0812-3456-7890" />);
    const href = screen.getByTestId('kirim-wa-N1').getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(
      `${window.location.origin}/cek-nota/abc.def`,
    );
  });

  it('is disabled with the reason written beside it when there is no number', () => {
    render(<KirimWaButton {...props} noHp="" showReason />);
    const button = screen.getByTestId('kirim-wa-N1');
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.getByTestId('kirim-wa-alasan').textContent).toBe('Nomor HP customer belum diisi');
  });
});
