import { masterResource, tambahBarangItemSchema } from '@toko/shared';
import { Col, Form, Row } from 'antd';
import { zodRule } from '../../../components/form/zod-rule';
import { RefSelect } from '../../../components/master-select/ref-select';
import { BarangJenisSelect } from './barang-jenis-select';
import type { LinePlace } from './barang-lines';
import { ScanBakiSelect } from './scan-baki-select';

const GROUP = masterResource('group');
const GUDANG = masterResource('gudang');
const shape = tambahBarangItemSchema.shape;

export interface BarangPlaceFieldsProps {
  /** Required (Tambah: every line goes there) or only a default for new lines (Penerimaan). */
  required?: boolean;
  /** The group changed (its lines follow its kadar). */
  onGroupChange?: (kodeGroup: string | undefined) => void;
  /** Labels say "Default" when the fields only prefill new lines. */
  labelPrefix?: string;
}

/**
 * Group, Jenis (of that group), Gudang and Baki (of that gudang), inside the page's
 * form (fields kode_group, kode_dept, kode_gudang, kode_baki).
 */
export function BarangPlaceFields({
  required = true,
  onGroupChange,
  labelPrefix = '',
}: BarangPlaceFieldsProps) {
  const form = Form.useFormInstance<LinePlace>();
  const group = Form.useWatch('kode_group', form);
  const gudang = Form.useWatch('kode_gudang', form);
  const rule = (schema: (typeof shape)[keyof typeof shape]) => (required ? [zodRule(schema)] : []);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="kode_group" label={`${labelPrefix}Group`} rules={rule(shape.kode_group)}>
          <RefSelect
            master={GROUP}
            label="Group"
            allowClear={!required}
            data-testid="group"
            onChange={(value) => {
              form.setFieldValue('kode_dept', undefined);
              onGroupChange?.(value);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="kode_dept" label={`${labelPrefix}Jenis`} rules={rule(shape.kode_dept)}>
          <BarangJenisSelect kodeGroup={group} allowClear={!required} data-testid="jenis" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="kode_gudang" label={`${labelPrefix}Gudang`} rules={rule(shape.kode_gudang)}>
          <RefSelect
            master={GUDANG}
            label="Gudang"
            allowClear={!required}
            data-testid="gudang"
            onChange={() => form.setFieldValue('kode_baki', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item name="kode_baki" label={`${labelPrefix}Baki`} rules={rule(shape.kode_baki)}>
          <ScanBakiSelect kodeGudang={gudang} data-testid="baki" />
        </Form.Item>
      </Col>
    </Row>
  );
}
