import type { PesananDoc } from '@toko/shared';
import { Descriptions } from 'antd';
import { PictureFrame } from '../../../components/image-upload/picture-frame';
import { formatBerat, formatRupiah, formatTanggal } from '../../../lib/format';

/** What was ordered and at what estimate: the expanded row of the lists, and the body of the detail. */
export function PesananDetailInfo({ doc, ...rest }: { doc: PesananDoc; 'data-testid'?: string }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid={rest['data-testid']}
      // One label width in both tables of the detail: their columns line up.
      styles={{ label: { whiteSpace: 'nowrap', width: 170 } }}
      items={[
        { key: 'kategori', label: 'Kategori / Jenis', children: `${doc.kode_group} / ${doc.kode_dept}` },
        { key: 'kadar', label: 'Kadar', children: `${doc.kadar}%` },
        { key: 'deskripsi', label: 'Deskripsi', children: doc.deskripsi, span: 2 },
        { key: 'berat', label: 'Berat Estimasi', children: `${formatBerat(doc.berat)} gr` },
        { key: 'harga', label: 'Harga Per Gram', children: formatRupiah(doc.harga_gram) },
        { key: 'ongkos', label: 'Ongkos', children: formatRupiah(doc.ongkos) },
        { key: 'estimasi', label: 'Estimasi Harga', children: <b>{formatRupiah(doc.total)}</b> },
        { key: 'dp', label: 'DP', children: formatRupiah(doc.dp) },
        { key: 'sisa', label: 'Sisa (Estimasi)', children: formatRupiah(doc.sisa) },
        { key: 'selesai', label: 'Estimasi Selesai', children: formatTanggal(doc.tgl_selesai) },
        { key: 'barcode', label: 'Barang Jadi', children: doc.kode_barcode ?? '-' },
        {
          key: 'foto',
          label: 'Foto Contoh',
          children: doc.foto_url ? (
            <PictureFrame url={doc.foto_url} name="Foto Contoh" size={96} testId="pesanan-foto-contoh" />
          ) : (
            '-'
          ),
        },
      ]}
    />
  );
}
