import { TEXTS } from '@toko/shared';
import { Col, Form, Input, Row, Select } from 'antd';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useSession } from '../../../lib/use-session';
import { useNoKirim } from '../api/get-no-kirim';
import { useTokoOptions } from '../api/get-toko-options';

/** The shipment's head: its number to be, the shop it goes to (never this one) and a note. */
export function KirimTujuanFields() {
  const session = useSession();
  const noKirim = useNoKirim();
  const toko = useTokoOptions();
  const ownShop = session?.user.kode_toko;
  const tujuanOptions = (toko.data ?? [])
    .filter((shop) => shop.kode_toko !== ownShop)
    .map((shop) => ({ value: shop.kode_toko, label: `${shop.kode_toko} - ${shop.nama_toko}` }));

  return (
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Form.Item label="No Kirim">
          <Input value={noKirim.data ?? ''} readOnly data-testid="no-kirim" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="kode_toko_tujuan"
          label="Toko Tujuan"
          rules={[{ required: true, message: 'Toko Tujuan Harus Diisi' }]}
        >
          <Select
            data-testid="toko-tujuan"
            options={tujuanOptions}
            loading={toko.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Pilih Toko Tujuan"
            notFoundContent={TEXTS.noData}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item name="keterangan" label="Keterangan">
          <UpperCaseInput maxLength={300} data-testid="keterangan" />
        </Form.Item>
      </Col>
    </Row>
  );
}
