import { formatGrams, type TimbangBaki } from '@toko/shared';
import { Alert, Button, Form, Modal } from 'antd';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { beratInput, formatBerat } from '../../../lib/format';
import { simpanTimbang } from '../api/simpan-timbang';
import { TimbangFigures } from './timbang-figures';
import { TimbangReadingFields } from './timbang-reading-fields';
import { formatSelisih, selisihTimbang } from './timbang-selisih';

export interface TimbangModalProps {
  /** The weighing on screen; the modal is closed without one. */
  weighing: TimbangBaki | undefined;
  /** Closing keeps an open weighing open: it can be continued later. */
  onClose: () => void;
  onSaved: (saved: TimbangBaki) => void;
  onReset: (weighing: TimbangBaki) => void;
  resetting: boolean;
}

interface BacaanFields {
  berat_timbang?: string;
  keterangan?: string;
}

/** The figures of a tray under weighing, the scale reading and the live difference. */
export function TimbangModal({ weighing, onClose, onSaved, onReset, resetting }: TimbangModalProps) {
  const [form] = Form.useForm<BacaanFields>();
  const reading = Form.useWatch('berat_timbang', form) ?? '';
  const simpan = useSaveMutation({
    mutationFn: (values: { id: number; berat_timbang: string; keterangan: string }) =>
      simpanTimbang(values.id, { berat_timbang: values.berat_timbang, keterangan: values.keterangan }),
    onSuccess: onSaved,
  });

  if (!weighing) return null;
  const done = weighing.status !== 'AKTIF';
  const live = done
    ? weighing.selisih === null
      ? undefined
      : { selisihMg: Math.round(weighing.selisih * 1000), hasil: weighing.hasil ?? 'SELISIH' }
    : selisihTimbang(reading, weighing.berat_seharusnya, weighing.toleransi);

  return (
    <Modal
      open
      width={760}
      title={`Timbang Baki ${weighing.kode_baki} - ${weighing.nama_baki}`}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        !done && (
          <Button
            key="reset"
            danger
            loading={resetting}
            onClick={() => onReset(weighing)}
            data-testid="reset"
          >
            Reset
          </Button>
        ),
        <Button key="tutup" onClick={onClose} data-testid="timbang-tutup">
          Tutup
        </Button>,
        !done && (
          <Button
            key="simpan"
            type="primary"
            loading={simpan.isPending}
            onClick={() => form.submit()}
            data-testid="simpan"
          >
            Simpan
          </Button>
        ),
      ]}
    >
      <TimbangFigures weighing={weighing} />

      <NoEnterForm<BacaanFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={done}
        initialValues={{
          berat_timbang: beratInput(weighing.berat_timbang),
          keterangan: weighing.keterangan,
        }}
        onFinish={(values) =>
          simpan.mutate({
            id: weighing.id,
            berat_timbang: values.berat_timbang ?? '',
            keterangan: values.keterangan ?? '',
          })
        }
      >
        <TimbangReadingFields live={live} toleransi={weighing.toleransi} />
      </NoEnterForm>
      {done && (
        <Alert
          type={weighing.hasil === 'OK' ? 'success' : 'warning'}
          showIcon
          data-testid="timbang-result"
          title={`Timbang Baki Selesai: ${weighing.hasil ?? '-'}`}
          description={`Berat timbangan ${formatBerat(weighing.berat_timbang ?? 0)} gr, seharusnya ${formatBerat(
            weighing.berat_seharusnya,
          )} gr, selisih ${live ? formatSelisih(live.selisihMg, formatGrams) : '-'} gr.`}
        />
      )}
    </Modal>
  );
}
