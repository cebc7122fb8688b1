import type { JENIS_KEUANGAN } from '@toko/shared';
import { Tag } from 'antd';

const JENIS_COLORS: Record<(typeof JENIS_KEUANGAN)[number], string> = {
  CASH: 'green',
  TRANSFER: 'blue',
  DEBET: 'purple',
  CREDIT: 'orange',
};

/** The method of a cash-book row. */
export function JenisKeuanganTag({ jenis }: { jenis: (typeof JENIS_KEUANGAN)[number] }) {
  return (
    <Tag color={JENIS_COLORS[jenis]} style={{ marginInlineEnd: 0 }}>
      {jenis}
    </Tag>
  );
}

/** Whether a Kode Transaksi puts money into (MASUK) or takes it out of (KELUAR) the till. */
export function JenisTransaksiTag({ jenis }: { jenis: string }) {
  return (
    <Tag
      color={jenis === 'MASUK' ? 'green' : jenis === 'KELUAR' ? 'red' : 'default'}
      style={{ marginInlineEnd: 0 }}
    >
      {jenis}
    </Tag>
  );
}
