import { barangEditSchema } from '@toko/shared';
import { Col, Form, Row, Select } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';

const shape = barangEditSchema.shape;

/** The descriptive fields of a piece that Edit Barang may change: names, kadar, ongkos and price. */
export function BarangEditFields() {
  return (
    <Row gutter={12}>
      <Col xs={24} md={16}>
        <Form.Item name="nama_barang" label="Nama Barang" rules={[zodRule(shape.nama_barang)]}>
          <UpperCaseInput maxLength={150} data-testid="edit-nama_barang" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="kode_barang" label="Kode Barang" rules={[zodRule(shape.kode_barang)]}>
          <UpperCaseInput maxLength={30} data-testid="edit-kode_barang" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="kadar" label="Kadar (%)" rules={[zodRule(shape.kadar)]}>
          <NumericInput mode="decimal" maxDecimals={2} data-testid="edit-kadar" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="kadar_cetak" label="Kadar Cetak" rules={[zodRule(shape.kadar_cetak)]}>
          <UpperCaseInput maxLength={20} data-testid="edit-kadar_cetak" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="ongkos_type" label="Tipe Ongkos">
          <Select
            data-testid="edit-ongkos_type"
            options={[
              { value: 'GRAM', label: 'Per Gram' },
              { value: 'TOTAL', label: 'Total' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="ongkos" label="Ongkos (Rp)">
          <RupiahInput data-testid="edit-ongkos" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="harga_beli" label="Harga Beli (Rp)">
          <RupiahInput data-testid="edit-harga_beli" />
        </Form.Item>
      </Col>
    </Row>
  );
}
