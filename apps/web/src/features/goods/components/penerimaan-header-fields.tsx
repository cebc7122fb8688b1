import { Col, Form, type FormInstance, Input, Radio, Row } from 'antd';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import type { PenerimaanFields } from './use-penerimaan-barang';

/** Where the received pieces come from: a supplier (named) or the head office, with the supplier's invoice. */
export function PenerimaanHeaderFields({ form }: { form: FormInstance<PenerimaanFields> }) {
  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item name="sumber" label="Sumber Barang">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            data-testid="sumber"
            options={[
              { value: 'SUPPLIER', label: 'Supplier' },
              { value: 'PUSAT', label: 'Pusat' },
            ]}
            onChange={() => form.validateFields(['nama_supplier']).catch(() => undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name="nama_supplier"
          label="Nama Supplier"
          dependencies={['sumber']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (getFieldValue('sumber') === 'SUPPLIER' && !value?.trim()) {
                  throw new Error('Nama Supplier Harus Diisi');
                }
              },
            }),
          ]}
        >
          <UpperCaseInput maxLength={100} data-testid="nama-supplier" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="no_faktur_supplier" label="No Faktur Supplier">
          <UpperCaseInput maxLength={50} data-testid="no-faktur-supplier" />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item name="keterangan" label="Keterangan">
          <Input maxLength={300} data-testid="keterangan" />
        </Form.Item>
      </Col>
    </Row>
  );
}
