import { render } from '@testing-library/react';
import type { PenjualanDoc } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { testPenjualanLine } from '../../test/penjualan-test-data';
import { TransaksiStatusTag } from './transaksi-status-tag';

const line = testPenjualanLine;

const tags = (doc: Pick<PenjualanDoc, 'status' | 'status_valid' | 'items'>) => {
  const { container, unmount } = render(<TransaksiStatusTag doc={doc} />);
  const texts = [...container.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
  unmount();
  return texts;
};

describe('TransaksiStatusTag', () => {
  it('names the state of a sale as staff do', () => {
    expect(tags({ status: 'OK', status_valid: 'OPEN', items: [line('OK')] })).toEqual(['Belum Validasi']);
    expect(tags({ status: 'OK', status_valid: 'DONE', items: [line('OK')] })).toEqual(['Sudah Validasi']);
    expect(tags({ status: 'OK', status_valid: 'DONE', items: [line('OK'), line('CANC')] })).toEqual([
      'Sudah Validasi',
      'Sebagian Batal',
    ]);
    expect(tags({ status: 'CANC', status_valid: 'DONE', items: [line('CANC')] })).toEqual(['Batal']);
  });
});
