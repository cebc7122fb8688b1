import { SaveOutlined } from '@ant-design/icons';
import { uangKasSchema } from '@toko/shared';
import { Button, Form, Input } from 'antd';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseTextArea } from '../../../components/form/upper-case-text-area';
import { zodRule } from '../../../components/form/zod-rule';

/** The business date every entry is booked on; it moves only by closing the day. */
export function TanggalSystemField({ tglSystem }: { tglSystem: string }) {
  return (
    <Form.Item label="Tanggal">
      <Input value={tglSystem} readOnly data-testid="tanggal-transaksi" />
    </Form.Item>
  );
}

/** Jumlah, Keterangan and Simpan: how every manual entry ends. */
export function JumlahKeteranganFields({ saving }: { saving: boolean }) {
  return (
    <>
      <Form.Item name="jumlah" label="Jumlah" rules={[zodRule(uangKasSchema.shape.jumlah)]}>
        <RupiahInput prefix="Rp" data-testid="jumlah" />
      </Form.Item>
      <Form.Item name="keterangan" label="Keterangan">
        <UpperCaseTextArea rows={2} maxLength={200} data-testid="keterangan" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} data-testid="simpan">
        Simpan
      </Button>
    </>
  );
}
