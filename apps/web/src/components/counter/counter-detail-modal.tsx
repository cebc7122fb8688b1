import type { UseQueryResult } from '@tanstack/react-query';
import { TEXTS } from '@toko/shared';
import { Alert, Modal, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { formatTanggal } from '../../lib/format';
import { apiErrorMessage } from '../dialogs/api-error-message';

export interface CounterDetailModalProps<D> {
  /** The document shown; the window is open while there is one. */
  no: string | undefined;
  /** 'Pesanan', 'Service', 'Hutang': the window's title. */
  noun: string;
  width: number;
  onClose: () => void;
  /** The document as the server has it now. */
  query: Pick<UseQueryResult<D>, 'data' | 'error'>;
  /** `pesanan-detail`: the body's test id. */
  testId: string;
  children: (doc: D) => ReactNode;
}

/**
 * The detail window of a customer's document taken at a counter (an order, a repair, a
 * loan): the server's answer, its error, or a spinner while it comes.
 */
export function CounterDetailModal<D>({
  no,
  noun,
  width,
  onClose,
  query,
  testId,
  children,
}: CounterDetailModalProps<D>) {
  const doc = query.data;
  return (
    <Modal
      open={Boolean(no)}
      title={`Detail ${noun} ${no ?? ''}`}
      onCancel={onClose}
      footer={null}
      width={width}
      destroyOnHidden
    >
      {query.error && (
        <Alert type="error" showIcon title={apiErrorMessage(query.error) ?? TEXTS.requestFailed} />
      )}
      {!doc && !query.error && <Spin />}
      {doc && <div data-testid={testId}>{children(doc)}</div>}
    </Modal>
  );
}

/** What every counter document's detail says of its visit: when, who, by which hands. */
export interface CounterDocFacts {
  tgl_system: string;
  jam: string;
  nama_customer: string;
  no_hp: string;
  kode_member: string;
  kode_sales: string;
  input_by: string;
}

/** The date and time of the visit, as the details show it. */
export const tanggalItem = (doc: CounterDocFacts) => ({
  key: 'tgl',
  label: 'Tanggal',
  children: `${formatTanggal(doc.tgl_system)} ${doc.jam}`,
});

export const customerItem = (doc: CounterDocFacts) => ({
  key: 'customer',
  label: 'Customer',
  children: doc.nama_customer,
});

/** Phone and member code on one line ('-' with neither). */
export const hpMemberItem = (doc: CounterDocFacts) => ({
  key: 'hp',
  label: 'No HP / Member',
  children: [doc.no_hp, doc.kode_member].filter(Boolean).join(' · ') || '-',
});

export const salesKasirItem = (doc: CounterDocFacts) => ({
  key: 'sales',
  label: 'Sales / Kasir',
  children: `${doc.kode_sales} / ${doc.input_by}`,
});

/** The document's state and its validation, side by side. */
export const statusItem = (tags: ReactNode) => ({
  key: 'status',
  label: 'Status',
  children: <Space size={4}>{tags}</Space>,
});
