import { TEXTS } from '@toko/shared';
import { Form } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { simpanUangKas } from '../api/simpan-uang-kas';
import { JumlahKeteranganFields, TanggalSystemField } from './cash-entry-fields';
import { KodeTransaksiSelect } from './kode-transaksi-select';
import { useCashEntry } from './use-cash-entry';
import { useKodeTransaksi } from './use-kode-transaksi';

interface UangKasFields {
  kode_transaksi?: string;
  jumlah?: number | null;
  keterangan?: string;
}

/** Money into or out of the till for a reason of master Kode Transaksi, on the business date. */
export function UangKasForm({ tglSystem }: { tglSystem: string }) {
  const [form] = Form.useForm<UangKasFields>();
  const kodes = useKodeTransaksi();
  const entry = useCashEntry(simpanUangKas, () => form.resetFields());

  return (
    <NoEnterForm<UangKasFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        entry.simpan({
          kode_transaksi: values.kode_transaksi ?? '',
          jumlah: values.jumlah ?? 0,
          keterangan: values.keterangan ?? '',
        })
      }
    >
      {entry.feedback}
      <TanggalSystemField tglSystem={tglSystem} />
      <Form.Item
        name="kode_transaksi"
        label="Jenis Transaksi"
        rules={[{ required: true, message: TEXTS.cash.jenisTransaksi }]}
      >
        <KodeTransaksiSelect kodes={kodes.list} loading={kodes.loading} />
      </Form.Item>
      <JumlahKeteranganFields saving={entry.saving} />
    </NoEnterForm>
  );
}
