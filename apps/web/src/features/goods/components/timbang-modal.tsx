import { formatGrams, simpanTimbangSchema, type TimbangBaki } from '@toko/shared';
import { Alert, Button, Col, Descriptions, Form, Modal, Row, Tag, Typography } from 'antd';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { NumericInput } from '../../../components/form/numeric-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';
import { beratInput, formatBerat, formatNumber } from '../../../lib/format';
import { simpanTimbang } from '../api/simpan-timbang';
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

export function HasilTag({ hasil }: { hasil: 'OK' | 'SELISIH' | null }) {
  if (!hasil) return <>-</>;
  return <Tag color={hasil === 'OK' ? 'green' : 'red'}>{hasil}</Tag>;
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
  const berat = (grams: number) => formatBerat(grams);

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
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16 }}
        data-testid="timbang-figures"
      >
        <Descriptions.Item label="Gudang">{weighing.kode_gudang}</Descriptions.Item>
        <Descriptions.Item label="Baki">{weighing.kode_baki}</Descriptions.Item>
        <Descriptions.Item label="Jumlah Barang">
          <span data-testid="timbang-jumlah">{formatNumber(weighing.jumlah)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Berat Barang">{berat(weighing.berat_barang)} gr</Descriptions.Item>
        <Descriptions.Item label="Berat Atribut">{berat(weighing.berat_atribut)} gr</Descriptions.Item>
        <Descriptions.Item label="Berat Plastik">{berat(weighing.berat_plastik)} gr</Descriptions.Item>
        <Descriptions.Item label="Berat Bandrol">{berat(weighing.berat_bandrol)} gr</Descriptions.Item>
        <Descriptions.Item label="Berat Baki">{berat(weighing.berat_baki)} gr</Descriptions.Item>
        <Descriptions.Item label="Berat Seharusnya" span={2}>
          <Typography.Text strong data-testid="berat-seharusnya">
            {berat(weighing.berat_seharusnya)}
          </Typography.Text>{' '}
          gr
        </Descriptions.Item>
      </Descriptions>

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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="berat_timbang"
              label="Berat Timbangan (gr)"
              rules={[zodRule(simpanTimbangSchema.shape.berat_timbang)]}
            >
              <NumericInput
                mode="decimal"
                maxDecimals={3}
                data-testid="berat-timbangan"
                autoFocus
                placeholder="0.000"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Selisih (gr)">
              <Typography.Text
                strong
                type={live?.hasil === 'SELISIH' ? 'danger' : undefined}
                style={{ fontSize: 18, marginRight: 12 }}
                data-testid="selisih"
              >
                {live ? formatSelisih(live.selisihMg, formatGrams) : '-'}
              </Typography.Text>
              <span data-testid="hasil">
                <HasilTag hasil={live?.hasil ?? null} />
              </span>
              <div>
                <Typography.Text type="secondary">Toleransi ± {berat(weighing.toleransi)} gr</Typography.Text>
              </div>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="keterangan" label="Keterangan">
          <UpperCaseInput maxLength={300} data-testid="timbang-keterangan" />
        </Form.Item>
      </NoEnterForm>
      {done && (
        <Alert
          type={weighing.hasil === 'OK' ? 'success' : 'warning'}
          showIcon
          data-testid="timbang-result"
          title={`Timbang Baki Selesai: ${weighing.hasil ?? '-'}`}
          description={`Berat timbangan ${berat(weighing.berat_timbang ?? 0)} gr, seharusnya ${berat(
            weighing.berat_seharusnya,
          )} gr, selisih ${live ? formatSelisih(live.selisihMg, formatGrams) : '-'} gr.`}
        />
      )}
    </Modal>
  );
}
