import { formatGrams, simpanTimbangSchema } from '@toko/shared';
import { Col, Form, Row, Typography } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';
import { formatBerat } from '../../../lib/format';
import { HasilTag } from './timbang-hasil-tag';
import { formatSelisih, type SelisihTimbang } from './timbang-selisih';

export interface TimbangReadingFieldsProps {
  /** The difference shown beside the reading: live while typing, the saved one when done. */
  live: SelisihTimbang | undefined;
  toleransi: number;
}

/** The scale reading typed in, the difference it makes within the tolerance, and a note. */
export function TimbangReadingFields({ live, toleransi }: TimbangReadingFieldsProps) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="berat_timbang"
            label="Berat Timbangan (gr)"
            rules={[zodRule(simpanTimbangSchema.shape.berat_timbang)]}
          >
            <NumericInput
              mode="decimal"
              maxDecimals={3}
              data-testid="berat-timbangan"
              autoFocus
              placeholder="0.000"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Selisih (gr)">
            <Typography.Text
              strong
              type={live?.hasil === 'SELISIH' ? 'danger' : undefined}
              style={{ fontSize: 18, marginRight: 12 }}
              data-testid="selisih"
            >
              {live ? formatSelisih(live.selisihMg, formatGrams) : '-'}
            </Typography.Text>
            <span data-testid="hasil">
              <HasilTag hasil={live?.hasil ?? null} />
            </span>
            <div>
              <Typography.Text type="secondary">Toleransi ± {formatBerat(toleransi)} gr</Typography.Text>
            </div>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="keterangan" label="Keterangan">
        <UpperCaseInput maxLength={300} data-testid="timbang-keterangan" />
      </Form.Item>
    </>
  );
}
