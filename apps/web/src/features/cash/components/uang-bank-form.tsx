import { type MasterRecord, masterResource, TEXTS } from '@toko/shared';
import { Form, type FormInstance, Select } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { type ArahUangBank, simpanUangBank } from '../api/simpan-uang-bank';
import { JumlahKeteranganFields, TanggalSystemField } from './cash-entry-fields';
import { useCashEntry } from './use-cash-entry';

export interface UangBankFields {
  no_rekening?: string;
  jumlah?: number | null;
  keterangan?: string;
}

const REKENING = masterResource('rekening');

/** 'no_rekening - atas nama - bank', as the account chooser lists a rekening. */
export function rekeningLabel(record: MasterRecord): string {
  return [record.no_rekening, record.nama_rekening, record.kode_bank]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' - ');
}

export interface UangBankFormProps {
  arah: ArahUangBank;
  /** The screen watches the account and amount to show the balances before saving. */
  form: FormInstance<UangBankFields>;
  tglSystem: string;
}

/** Money between the till and one of the shop's bank accounts, on the business date. */
export function UangBankForm({ arah, form, tglSystem }: UangBankFormProps) {
  const rekenings = useMasterActive(REKENING);
  const entry = useCashEntry(
    (body: Parameters<typeof simpanUangBank>[1]) => simpanUangBank(arah, body),
    // The account stays chosen: its balance after the move stays in sight, the next move is often to it again.
    () => form.resetFields(['jumlah', 'keterangan']),
  );

  return (
    <NoEnterForm<UangBankFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        entry.simpan({
          no_rekening: values.no_rekening ?? '',
          jumlah: values.jumlah ?? 0,
          keterangan: values.keterangan ?? '',
        })
      }
    >
      {entry.feedback}
      <TanggalSystemField tglSystem={tglSystem} />
      <Form.Item
        name="no_rekening"
        label={arah === 'tambah' ? 'Rekening Tujuan' : 'Rekening Asal'}
        rules={[{ required: true, message: TEXTS.cash.rekening }]}
      >
        <Select
          data-testid="no-rekening"
          loading={rekenings.isLoading}
          options={(rekenings.data ?? []).map((record) => ({
            value: String(record.no_rekening),
            label: rekeningLabel(record),
          }))}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Pilih Rekening"
          notFoundContent={TEXTS.noData}
        />
      </Form.Item>
      <JumlahKeteranganFields saving={entry.saving} />
    </NoEnterForm>
  );
}
