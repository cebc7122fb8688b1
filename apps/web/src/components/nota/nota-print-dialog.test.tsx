import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotaPrintDialog } from './nota-print-dialog';
import { TWO_COPIES, testNota } from './nota-test-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const button = (testId: string) => screen.getByTestId(testId) as HTMLButtonElement;

describe('NotaPrintDialog', () => {
  it('waits for the receipt with print and PDF disabled', () => {
    render(<NotaPrintDialog open nota={undefined} title="Cetak Ulang Nota" onClose={vi.fn()} />);
    expect(button('nota-print').disabled).toBe(true);
    expect(button('nota-pdf').disabled).toBe(true);
    expect(screen.queryByTestId('nota-preview')).toBeNull();
  });

  it('says why a receipt cannot be shown', () => {
    render(
      <NotaPrintDialog
        open
        nota={testNota()}
        error="Penjualan X tidak ditemukan"
        title="Cetak Ulang Nota"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('Penjualan X tidak ditemukan')).toBeTruthy();
    expect(button('nota-print').disabled).toBe(true);
    expect(screen.queryByTestId('nota-preview')).toBeNull();
  });

  it('previews every copy and prints through the browser, with the receipt as the only printed thing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const onClose = vi.fn();
    render(<NotaPrintDialog open nota={testNota(TWO_COPIES)} title="Cetak Ulang Nota" onClose={onClose} />);
    expect(within(screen.getByTestId('nota-preview')).getAllByTestId('nota-copy')).toHaveLength(2);
    expect(
      document.body.querySelectorAll('[data-testid="nota-print-container"] [data-testid="nota-copy"]'),
    ).toHaveLength(2);
    await userEvent.click(button('nota-print'));
    expect(print).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
