import { PrinterOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';

export interface CounterActionsProps {
  /** Something to save: pieces on the list (or a deposit being collected). */
  ready: boolean;
  busy: boolean;
  onBaru: () => void;
  /** 'Simpan Penjualan'. */
  label: string;
  /** The button's icon while there is nothing to save (a cart, a bag). */
  emptyIcon: ReactNode;
}

/** The foot of a counter form: start over for the next customer, or save. */
export function CounterActions({ ready, busy, onBaru, label, emptyIcon }: CounterActionsProps) {
  return (
    <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
      <Button onClick={onBaru} disabled={busy} data-testid="transaksi-baru">
        Transaksi Baru
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        icon={ready ? <SaveOutlined /> : emptyIcon}
        loading={busy}
        disabled={!ready}
        data-testid="simpan"
      >
        {label}
      </Button>
    </Flex>
  );
}

export interface CounterResultProps {
  /** 'penjualan-result'. */
  'data-testid': string;
  title: string;
  description: string;
  /** Opens the saved document's nota again. */
  onCetak: () => void;
  onClose?: () => void;
}

/** What was saved, above the form ready for the next customer, with its nota to print again. */
export function CounterResult({ title, description, onCetak, onClose, ...rest }: CounterResultProps) {
  return (
    <Alert
      type="success"
      showIcon
      closable
      style={{ marginBottom: 16 }}
      data-testid={rest['data-testid']}
      title={title}
      description={description}
      onClose={onClose}
      action={
        <Button icon={<PrinterOutlined />} onClick={onCetak} data-testid="cetak-nota">
          Cetak Nota
        </Button>
      }
    />
  );
}
