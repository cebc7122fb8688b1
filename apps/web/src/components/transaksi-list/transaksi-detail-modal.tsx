import { PrinterOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { type NotaAmount, TEXTS } from '@toko/shared';
import { Alert, Button, Descriptions, type DescriptionsProps, Flex, Modal, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatTanggal } from '../../lib/format';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { useSalesNames } from '../master-select/use-sales-names';
import { PembayaranRincian } from '../pembayaran/pembayaran-lines';
import { type TransaksiStatus, TransaksiStatusTag } from '../status/transaksi-status-tag';

/** What the detail shows of any customer visit (a sale, a buyback). */
export interface TransaksiDetailDoc extends TransaksiStatus {
  no_faktur_group: string;
  tgl_system: string;
  jam: string;
  kode_sales: string;
  kode_member: string;
  nama_customer: string;
  no_hp: string;
  alamat_customer: string;
  input_by: string;
  valid_by: string | null;
}

/** What a list passes its detail window. */
export interface TransaksiDetailProps {
  /** The visit shown; the window is open while there is one. */
  noFakturGroup: string | undefined;
  onClose: () => void;
  /** Reprints the visit's nota. */
  onCetak: (noFakturGroup: string) => void;
}

export interface TransaksiDetailModalProps<D extends TransaksiDetailDoc> extends TransaksiDetailProps {
  /** 'Penjualan', 'Pembelian': the window's title. */
  noun: string;
  /** The area's name in test ids: `{name}-detail-info`, `-lines`, `-bayar`. */
  name: string;
  /** The visit as the server has it now. */
  query: UseQueryResult<D>;
  /** The document's own facts, after the address (a sale's marketplace). */
  moreInfo?: (doc: D) => NonNullable<DescriptionsProps['items']>;
  /** The document's lines table. */
  renderLines: (doc: D, testId: string) => ReactNode;
  /** Its money: total, each payment, what was cancelled since. */
  rincian: (doc: D) => NotaAmount[];
}

function infoItems<D extends TransaksiDetailDoc>(
  doc: D,
  namaSales: string,
  more: DescriptionsProps['items'],
) {
  return [
    { key: 'no', label: 'No Nota', children: doc.no_faktur_group },
    { key: 'tanggal', label: 'Tanggal', children: `${formatTanggal(doc.tgl_system)} ${doc.jam}` },
    {
      key: 'sales',
      label: 'Sales',
      children: namaSales ? `${doc.kode_sales} - ${namaSales}` : doc.kode_sales,
    },
    {
      key: 'customer',
      label: 'Customer',
      children: doc.kode_member ? `${doc.nama_customer} (${doc.kode_member})` : doc.nama_customer,
    },
    { key: 'no_hp', label: 'No HP', children: doc.no_hp || '-' },
    { key: 'alamat', label: 'Alamat', children: doc.alamat_customer || '-' },
    ...(more ?? []),
    { key: 'status', label: 'Status', children: <TransaksiStatusTag doc={doc} /> },
    { key: 'input_by', label: 'Input Oleh', children: doc.input_by },
    { key: 'valid_by', label: 'Validasi Oleh', children: doc.valid_by ?? '-' },
  ];
}

/** Everything about one customer visit: who, when, the pieces, the payment; and its nota. */
export function TransaksiDetailModal<D extends TransaksiDetailDoc>(props: TransaksiDetailModalProps<D>) {
  const { noFakturGroup, onClose, onCetak, name } = props;
  const { data, error, isPending } = props.query;
  const sales = useSalesNames(Boolean(noFakturGroup));
  const body = () => {
    if (error) return <Alert type="warning" showIcon title={apiErrorMessage(error) ?? TEXTS.requestFailed} />;
    if (isPending || !data)
      return (
        <Flex justify="center" style={{ padding: 32 }}>
          <Spin />
        </Flex>
      );
    return (
      <>
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, md: 2 }}
          data-testid={`${name}-detail-info`}
          items={infoItems(data, sales.nameOf(data.kode_sales), props.moreInfo?.(data))}
        />
        <Typography.Title level={5}>Barang</Typography.Title>
        {props.renderLines(data, `${name}-detail-lines`)}
        <Typography.Title level={5}>Pembayaran</Typography.Title>
        <PembayaranRincian lines={props.rincian(data)} data-testid={`${name}-detail-bayar`} />
      </>
    );
  };
  return (
    <Modal
      open={Boolean(noFakturGroup)}
      title={`Detail ${props.noun} ${noFakturGroup ?? ''}`}
      onCancel={onClose}
      width={1280}
      destroyOnHidden
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>Tutup</Button>
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            disabled={!data}
            onClick={() => data && onCetak(data.no_faktur_group)}
            data-testid="detail-cetak"
          >
            Cetak Ulang Nota
          </Button>
        </Flex>
      }
    >
      {body()}
    </Modal>
  );
}
