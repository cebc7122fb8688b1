import { masterResource, type PaymentResult, settlePayment } from '@toko/shared';
import { Col, Descriptions, Form, type FormInstance, Row, Typography } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatRupiah } from '../../../lib/format';

/** The payment part of a sale form. */
export interface PembayaranValues {
  cash?: number | null;
  transfer?: number | null;
  no_rekening?: string;
  debet?: number | null;
  kode_bank_debet?: string;
  credit?: number | null;
  kode_bank_credit?: string;
}

const bank = masterResource('bank');
const rekening = masterResource('rekening');

/** The fee % of each bank (bank master), for the card lines. */
export function useBankFees(): Map<string, number> {
  const { data = [] } = useMasterActive(bank);
  return new Map(data.map((row) => [String(row.kode_bank), Number(row.fee_persen ?? 0)]));
}

/** `titipan`: the DP of a deposit this sale collects, paid already. */
export function settle(
  total: number,
  values: PembayaranValues,
  fees: Map<string, number>,
  titipan = 0,
): PaymentResult {
  return settlePayment({
    total,
    cash: values.cash ?? 0,
    transfer: values.transfer ?? 0,
    debet: values.debet ?? 0,
    credit: values.credit ?? 0,
    tukar: 0,
    titipan,
    feeDebetPercent: fees.get(values.kode_bank_debet ?? '') ?? 0,
    feeCreditPercent: fees.get(values.kode_bank_credit ?? '') ?? 0,
  });
}

/** A deposit whose DP was paid when its pieces were put aside. */
export interface DpTitipan {
  no_titip: string;
  dp: number;
}

export interface PembayaranFieldsProps<T extends PembayaranValues> {
  form: FormInstance<T>;
  /** What the payment is for, in rupiah (the sale's total, or a deposit's DP). */
  total: number;
  /** What `total` is called in the summary. */
  totalLabel?: string;
  /** Collecting a deposit: its DP counts as paid, the payment covers the rest. */
  titipan?: DpTitipan;
  disabled?: boolean;
}

/**
 * CASH, TRANSFER to a shop account, DEBET and CREDIT with the bank's card fee, in any
 * combination (DOMAIN.md §2). What cash still covers and the change follow as typed.
 */
export function PembayaranFields<T extends PembayaranValues>({
  form,
  total,
  totalLabel = 'Total Belanja',
  titipan,
  disabled,
}: PembayaranFieldsProps<T>) {
  const values = (Form.useWatch([], form) ?? {}) as PembayaranValues;
  const fees = useBankFees();
  const dp = titipan?.dp ?? 0;
  const result = settle(total, values, fees, dp);
  const needs = (amount: number | null | undefined, message: string) => ({
    validator: async (_rule: unknown, value: string | undefined) => {
      if ((amount ?? 0) > 0 && !value) throw new Error(message);
    },
  });

  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="cash" label="Cash">
              <RupiahInput disabled={disabled} data-testid="bayar-cash" />
            </Form.Item>
          </Col>
          <Col span={12} />
          <Col span={12}>
            <Form.Item name="transfer" label="Transfer">
              <RupiahInput disabled={disabled} data-testid="bayar-transfer" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="no_rekening"
              label="Rekening Tujuan"
              dependencies={['transfer']}
              rules={[needs(values.transfer, 'Rekening Transfer Harus Dipilih')]}
            >
              <RefSelect master={rekening} label="Rekening" allowClear data-testid="bayar-rekening" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="debet" label="Debet">
              <RupiahInput disabled={disabled} data-testid="bayar-debet" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="kode_bank_debet"
              label="Bank Debet"
              dependencies={['debet']}
              rules={[needs(values.debet, 'Bank Debet Harus Dipilih')]}
            >
              <RefSelect master={bank} label="Bank" allowClear data-testid="bayar-bank-debet" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="credit" label="Credit">
              <RupiahInput disabled={disabled} data-testid="bayar-credit" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="kode_bank_credit"
              label="Bank Credit"
              dependencies={['credit']}
              rules={[needs(values.credit, 'Bank Credit Harus Dipilih')]}
            >
              <RefSelect master={bank} label="Bank" allowClear data-testid="bayar-bank-credit" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={10}>
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="ringkasan-bayar"
          items={[
            {
              key: 'total',
              label: totalLabel,
              children: <b data-testid="bayar-total">{formatRupiah(total)}</b>,
            },
            ...(titipan
              ? [
                  {
                    key: 'dp',
                    label: 'DP Titipan',
                    children: (
                      <>
                        <span data-testid="bayar-dp-titipan">{formatRupiah(dp)}</span>
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          {titipan.no_titip}
                        </Typography.Text>
                      </>
                    ),
                  },
                  {
                    key: 'kurang',
                    label: 'Sisa Pembayaran',
                    children: <b data-testid="bayar-sisa-titipan">{formatRupiah(Math.max(0, total - dp))}</b>,
                  },
                ]
              : []),
            // The DP is no money of today's: it shows on its own line, not among the non-cash.
            { key: 'non', label: 'Non Tunai', children: formatRupiah(result.nonTunai - dp) },
            { key: 'sisa', label: 'Sisa Dibayar Tunai', children: formatRupiah(result.sisaTunai) },
            ...(result.biayaDebet > 0
              ? [
                  {
                    key: 'debet',
                    label: 'Tagihan Debet (+ biaya kartu)',
                    children: `${formatRupiah(result.tagihDebet)} (biaya ${formatRupiah(result.biayaDebet)})`,
                  },
                ]
              : []),
            ...(result.biayaCredit > 0
              ? [
                  {
                    key: 'credit',
                    label: 'Tagihan Credit (+ biaya kartu)',
                    children: `${formatRupiah(result.tagihCredit)} (biaya ${formatRupiah(result.biayaCredit)})`,
                  },
                ]
              : []),
            {
              key: 'kembali',
              label: 'Kembalian',
              children: (
                <Typography.Text strong type="success" data-testid="bayar-kembalian">
                  {formatRupiah(result.kembalian)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {total > 0 && result.problem && (
          <Typography.Text
            type="danger"
            data-testid="bayar-problem"
            style={{ display: 'block', marginTop: 8 }}
          >
            {result.problem}
          </Typography.Text>
        )}
      </Col>
    </Row>
  );
}
