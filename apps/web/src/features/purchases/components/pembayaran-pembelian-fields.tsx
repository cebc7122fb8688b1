import { masterResource, PEMBELIAN_TEXTS } from '@toko/shared';
import { Col, Descriptions, Form, type FormInstance, Row, Typography } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatRupiah } from '../../../lib/format';
import { bayarProblem } from './pembelian-cart';

/** The payment part of a buyback form: what the shop pays the customer, and how. */
export interface PembayaranPembelianValues {
  cash?: number | null;
  transfer?: number | null;
  no_rekening?: string;
}

const rekening = masterResource('rekening');

export interface PembayaranPembelianFieldsProps<T extends PembayaranPembelianValues> {
  form: FormInstance<T>;
  /** The buyback's total, in rupiah. */
  total: number;
  disabled?: boolean;
}

/**
 * Cash and a transfer from one of the shop's accounts, together exactly the total: the
 * shop pays out, so there is no change. The page fills cash with what the transfer leaves.
 */
export function PembayaranPembelianFields<T extends PembayaranPembelianValues>({
  form,
  total,
  disabled,
}: PembayaranPembelianFieldsProps<T>) {
  const values = (Form.useWatch([], form) ?? {}) as PembayaranPembelianValues;
  const cash = values.cash ?? 0;
  const transfer = values.transfer ?? 0;
  const problem = total > 0 ? bayarProblem(total, cash, transfer) : undefined;
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
              label="Rekening Asal"
              dependencies={['transfer']}
              rules={[
                {
                  validator: async (_rule: unknown, value: string | undefined) => {
                    if (transfer > 0 && !value) throw new Error(PEMBELIAN_TEXTS.rekening);
                  },
                },
              ]}
            >
              <RefSelect master={rekening} label="Rekening" allowClear data-testid="bayar-rekening" />
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
              label: 'Total Pembelian',
              children: <b data-testid="bayar-total">{formatRupiah(total)}</b>,
            },
            { key: 'cash', label: 'Dibayar Cash', children: formatRupiah(cash) },
            { key: 'transfer', label: 'Dibayar Transfer', children: formatRupiah(transfer) },
            {
              key: 'selisih',
              label: 'Selisih',
              children: (
                <Typography.Text
                  strong
                  type={cash + transfer === total ? 'success' : 'danger'}
                  data-testid="bayar-selisih"
                >
                  {formatRupiah(cash + transfer - total)}
                </Typography.Text>
              ),
            },
          ]}
        />
        {problem && (
          <Typography.Text
            type="danger"
            data-testid="bayar-problem"
            style={{ display: 'block', marginTop: 8 }}
          >
            {problem}
          </Typography.Text>
        )}
      </Col>
    </Row>
  );
}
