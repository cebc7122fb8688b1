import { JANGKA_BULAN, TEXTS } from '@toko/shared';
import { Col, Form, InputNumber, Row } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';

/** The new loan a renewal makes: its pokok (at most the old one) and its term. */
export function PerpanjangPinjamanFields({ pokokLama }: { pokokLama: number }) {
  return (
    <Row gutter={12}>
      <Col span={12}>
        <Form.Item
          name="pokok_baru"
          label="Pokok Pinjaman Baru"
          rules={[
            { required: true, message: TEXTS.hutang.pokokHarusDiisi },
            {
              validator: async (_rule, value: number | null | undefined) => {
                if ((value ?? 0) <= 0) throw new Error(TEXTS.hutang.pokokHarusDiisi);
                if ((value ?? 0) > pokokLama) throw new Error(TEXTS.hutang.pokokBaruLebih);
              },
            },
          ]}
        >
          <RupiahInput data-testid="perpanjang-pokok" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="jangka_bulan"
          label="Jangka Waktu (bulan)"
          rules={[{ required: true, message: 'Jangka waktu harus diisi' }]}
        >
          <InputNumber<number>
            min={JANGKA_BULAN.min}
            max={JANGKA_BULAN.max}
            precision={0}
            style={{ width: '100%' }}
            data-testid="perpanjang-jangka"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
