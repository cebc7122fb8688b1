import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { WEB_TEXTS } from '../../texts';
import { ScanInput } from '../scan/scan-input';
import { NotaQrChoices } from './nota-qr-choices';
import type { PricingRules } from './pembelian-cart';
import { PembelianCartTable } from './pembelian-cart-table';
import type { PembelianCartState } from './use-pembelian-cart';

export interface BuybackLinesCardProps {
  cart: PembelianCartState;
  rules: PricingRules;
  title: string;
  /** Said above the lines when one of them needs a second user's consent. */
  perluOtorisasi: string;
  disabled?: boolean;
  /** More actions beside Tanpa Barcode (a trade-in's way back to a plain sale). */
  extra?: ReactNode;
  /** Test id of the receipt scan field, when the screen has another scan field. */
  scanTestId?: string;
}

/**
 * The gold a customer brings in, at Transaksi Pembelian and as a trade-in at Transaksi
 * Penjualan: scanned by its receipt's barcode or entered without one, each line priced,
 * repriced, edited or removed.
 */
export function BuybackLinesCard({
  cart,
  rules,
  title,
  perluOtorisasi,
  disabled,
  extra,
  scanTestId,
}: BuybackLinesCardProps) {
  return (
    <Card
      size="small"
      title={title}
      extra={
        <>
          {extra}
          <Button
            icon={<EditOutlined />}
            disabled={disabled}
            onClick={cart.tanpaBarcode}
            data-testid="tanpa-barcode"
          >
            Tanpa Barcode
          </Button>
        </>
      }
    >
      <ScanInput
        onScan={cart.scan}
        problem={cart.problem}
        loading={cart.scanning}
        disabled={disabled}
        label="Scan Barcode Nota"
        placeholder={WEB_TEXTS.pembelianCart.scanPlaceholder}
        testId={scanTestId}
        acceptsLinks
      />
      <NotaQrChoices choices={cart.choices} onChoose={cart.choose} onCancel={() => cart.choose(undefined)} />
      {cart.totals.perluOtorisasi && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="perlu-otorisasi"
          title={perluOtorisasi}
        />
      )}
      <PembelianCartTable
        lines={cart.lines}
        rules={rules}
        disabled={disabled}
        onHarga={cart.setHarga}
        onEdit={cart.edit}
        onRemove={cart.remove}
      />
    </Card>
  );
}
