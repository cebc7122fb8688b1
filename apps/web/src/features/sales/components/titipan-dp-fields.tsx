import { Col, Descriptions, Form, Row } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { formatRupiah } from '../../../lib/format';
import { dpProblem } from './titipan-cart';

export interface TitipanDpFieldsProps {
  /** The scanned pieces' price today, which the deposit holds them at. */
  total: number;
  dp: number | null | undefined;
  disabled?: boolean;
}

/**
 * The deposit's own part of the counter form (fields `dp` and `keterangan`): the DP
 * taken now and what the customer will still pay when collecting.
 */
export function TitipanDpFields({ total, dp, disabled }: TitipanDpFieldsProps) {
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="dp"
              label="DP"
              rules={[
                {
                  validator: async (_rule, value: number | null | undefined) => {
                    const problem = dpProblem(value, total);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <RupiahInput disabled={disabled} data-testid="titipan-dp" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="keterangan" label="Keterangan">
              <UpperCaseInput maxLength={300} disabled={disabled} data-testid="titipan-keterangan" />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={10}>
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="ringkasan-titipan"
          items={[
            { key: 'total', label: 'Harga Barang', children: formatRupiah(total) },
            { key: 'dp', label: 'DP', children: formatRupiah(dp ?? 0) },
            {
              key: 'sisa',
              label: 'Sisa Dibayar Saat Ambil',
              children: <b data-testid="titipan-sisa">{formatRupiah(Math.max(0, total - (dp ?? 0)))}</b>,
            },
          ]}
        />
      </Col>
    </Row>
  );
}
