import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { formatNumber } from '../../../lib/format';
import { MemberPicker } from './member-picker';
import type { TukarPoin } from './use-tukar-poin';

/** The member, the gift and how many, the points it costs, and Tukar Poin. */
export function TukarPoinForm({ tukar }: { tukar: TukarPoin }) {
  const { hadiah, refusal, save } = tukar;
  return (
    <NoEnterForm layout="vertical">
      <MemberPicker value={tukar.kodeMember} onChange={tukar.setKodeMember} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Hadiah">
            <Select
              data-testid="hadiah-select"
              value={tukar.kodeHadiah}
              onChange={tukar.setKodeHadiah}
              placeholder="Pilih hadiah"
              loading={hadiah.isLoading}
              options={(hadiah.data ?? []).map((row) => ({
                value: String(row.kode_hadiah),
                label: `${row.kode_hadiah} - ${row.nama_hadiah} (${formatNumber(Number(row.poin))} poin, stok ${formatNumber(Number(row.stock))})`,
                disabled: Number(row.stock) <= 0,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item label="Jumlah">
            <InputNumber
              data-testid="hadiah-jumlah"
              min={1}
              max={1000}
              precision={0}
              value={tukar.jumlah}
              onChange={(value) => tukar.setJumlah(value ?? 1)}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item label="Poin Dibutuhkan">
            <strong data-testid="poin-dibutuhkan">{formatNumber(tukar.biaya)}</strong>
          </Form.Item>
        </Col>
      </Row>
      {refusal && <Alert type="warning" showIcon message={refusal} style={{ marginBottom: 16 }} />}
      <Button
        type="primary"
        icon={<GiftOutlined />}
        data-testid="tukar-simpan"
        disabled={!tukar.canSave}
        loading={save.isPending}
        onClick={() => save.mutate()}
      >
        Tukar Poin
      </Button>
    </NoEnterForm>
  );
}
