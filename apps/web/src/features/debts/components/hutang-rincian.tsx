import type { BungaBerjalan, HutangDoc } from '@toko/shared';
import { Descriptions, type DescriptionsProps } from 'antd';
import { formatNumber, formatRupiah } from '../../../lib/format';

type RincianItems = NonNullable<DescriptionsProps['items']>;

/** The interest a loan owes on the business date: the days it ran and those charged, then the sum. */
export function bungaHariIniItems(berjalan: BungaBerjalan): RincianItems {
  return [
    {
      key: 'hari',
      label: 'Hari',
      children: `${formatNumber(berjalan.hari)} hari, dihitung ${formatNumber(berjalan.hari_dihitung)} hari`,
    },
    { key: 'bunga', label: 'Bunga Hari Ini', children: formatRupiah(berjalan.bunga) },
  ];
}

export interface HutangRincianProps {
  doc: HutangDoc;
  /** What the counter action shows after the customer. */
  items: RincianItems;
  'data-testid': string;
}

/** A loan at the top of a counter dialog (Bayar Bunga, Lunas, Perpanjang): whose it is, then the figures. */
export function HutangRincian({ doc, items, ...rest }: HutangRincianProps) {
  return (
    <Descriptions
      bordered
      size="small"
      column={3}
      style={{ marginBottom: 12 }}
      data-testid={rest['data-testid']}
      items={[
        { key: 'customer', label: 'Customer', children: `${doc.nama_customer} (${doc.nik})` },
        ...items,
      ]}
    />
  );
}
