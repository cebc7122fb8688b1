import { Col, Form, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { BakiFormItem, GudangFormItem } from './scan-place-fields';
import { TujuanSortirFormItem } from './tujuan-sortir-select';

export interface TujuanPlaceFieldsProps {
  /** Sorting screens ask first what the pieces are sorted for (sale or melt). */
  tujuanSortir?: boolean;
  /** Checks on the destination gudang beyond "required". */
  gudangRules?: Rule[];
  /** A note on the move, for screens that print a slip of it. */
  keterangan?: boolean;
  /** Each field's width on a desktop, of the row's 24. */
  md: number;
}

/** Where the scanned pieces go: the destination gudang and tray, with what the screen asks beside them. */
export function TujuanPlaceFields({ tujuanSortir, gudangRules, keterangan, md }: TujuanPlaceFieldsProps) {
  return (
    <Row gutter={16}>
      {tujuanSortir && (
        <Col xs={24} md={md}>
          <TujuanSortirFormItem name="tujuan_sortir" data-testid="tujuan-sortir" />
        </Col>
      )}
      <Col xs={24} md={md}>
        <GudangFormItem
          name="kode_gudang_tujuan"
          bakiName="kode_baki_tujuan"
          label="Gudang Tujuan"
          data-testid="gudang-tujuan"
          rules={gudangRules}
        />
      </Col>
      <Col xs={24} md={md}>
        <BakiFormItem
          name="kode_baki_tujuan"
          gudangName="kode_gudang_tujuan"
          label="Baki Tujuan"
          data-testid="baki-tujuan"
        />
      </Col>
      {keterangan && (
        <Col xs={24} md={md}>
          <Form.Item name="keterangan" label="Keterangan">
            <UpperCaseInput maxLength={300} data-testid="keterangan" />
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
