import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { atributSchema, type Barang, type BarangEdit, barangEditSchema, TEXTS } from '@toko/shared';
import { Button, Col, Descriptions, Flex, Form, Modal, Row, Select, Typography } from 'antd';
import { useId } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';
import { beratInput, formatBerat } from '../../../lib/format';
import { editBarang } from '../api/edit-barang';
import { goodsQueryKeys } from '../api/goods-query-keys';

interface EditValues {
  nama_barang: string;
  kode_barang: string;
  kadar: string;
  kadar_cetak: string;
  ongkos_type: 'GRAM' | 'TOTAL';
  ongkos: number | null;
  harga_beli: number | null;
  atribut: { nama_atribut: string; berat_atribut: string; harga_atribut: number | null }[];
}

/** The form's starting values: weights as text with 3 decimals, as they are typed. */
export function editValuesOf(barang: Barang): EditValues {
  return {
    nama_barang: barang.nama_barang,
    kode_barang: barang.kode_barang,
    kadar: String(barang.kadar),
    kadar_cetak: barang.kadar_cetak,
    ongkos_type: barang.ongkos_type === 'TOTAL' ? 'TOTAL' : 'GRAM',
    ongkos: barang.ongkos,
    harga_beli: barang.harga_beli,
    atribut: barang.atribut.map((atribut) => ({
      nama_atribut: atribut.nama_atribut,
      berat_atribut: beratInput(atribut.berat_atribut),
      harga_atribut: atribut.harga_atribut,
    })),
  };
}

/** What PUT barang/{id} takes; empty numbers fall to the schema's defaults. */
export function editBodyOf(values: EditValues): BarangEdit {
  const number = (value: number | null | undefined) => (value === null ? undefined : value);
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    nama_barang: values.nama_barang ?? '',
    kode_barang: values.kode_barang ?? '',
    kadar: text(values.kadar),
    kadar_cetak: values.kadar_cetak ?? '',
    ongkos_type: values.ongkos_type,
    ongkos: number(values.ongkos),
    harga_beli: number(values.harga_beli),
    atribut: (values.atribut ?? []).map((atribut) => ({
      nama_atribut: atribut?.nama_atribut ?? '',
      berat_atribut: text(atribut?.berat_atribut),
      harga_atribut: number(atribut?.harga_atribut),
    })),
  };
}

const shape = barangEditSchema.shape;

export interface BarangEditModalProps {
  barang: Barang | undefined;
  onClose: () => void;
}

/** Edit of a piece's descriptive fields; place, weight and stock change only through their own screens. */
export function BarangEditModal({ barang, onClose }: BarangEditModalProps) {
  const formId = useId();
  const [form] = Form.useForm<EditValues>();
  const mutation = useSaveMutation({
    mutationFn: (body: BarangEdit) => editBarang(barang?.id ?? 0, body),
    invalidates: [goodsQueryKeys.barang],
    onSuccess: onClose,
  });

  const submit = (values: EditValues) => {
    const body = editBodyOf(values);
    const parsed = barangEditSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path as never,
          errors: [issue.message],
        })),
      );
      return;
    }
    mutation.mutate(body);
  };

  return (
    <Modal
      open={Boolean(barang)}
      title={barang ? `Edit Barang ${barang.kode_barcode}` : 'Edit Barang'}
      okText="Simpan"
      cancelText={TEXTS.cancel}
      okButtonProps={{
        htmlType: 'submit',
        form: formId,
        loading: mutation.isPending,
        'data-testid': 'edit-simpan',
      }}
      onCancel={onClose}
      mask={{ closable: false }}
      width={720}
      destroyOnHidden
    >
      {barang && (
        <>
          <Descriptions
            size="small"
            column={3}
            style={{ marginBottom: 16 }}
            items={[
              {
                key: 'group',
                label: 'Group / Jenis',
                children: `${barang.kode_group} / ${barang.kode_dept}`,
              },
              {
                key: 'tempat',
                label: 'Gudang / Baki',
                children: `${barang.kode_gudang} / ${barang.kode_baki}`,
              },
              { key: 'berat', label: 'Berat', children: `${formatBerat(barang.berat)} gr` },
            ]}
          />
          <NoEnterForm<EditValues>
            id={formId}
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={editValuesOf(barang)}
            onFinish={submit}
            autoComplete="off"
          >
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
            <Typography.Text strong>Batu / Atribut</Typography.Text>
            <Form.List name="atribut">
              {(fields, { add, remove }) => (
                <Flex vertical gap={4} style={{ marginTop: 8 }}>
                  {fields.map((field) => (
                    <Flex key={field.key} gap={8} align="flex-start">
                      <Form.Item
                        name={[field.name, 'nama_atribut']}
                        style={{ flex: 2, marginBottom: 8 }}
                        rules={[zodRule(atributSchema.shape.nama_atribut)]}
                      >
                        <UpperCaseInput placeholder="Nama Batu / Atribut" maxLength={100} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'berat_atribut']} style={{ flex: 1, marginBottom: 8 }}>
                        <NumericInput mode="decimal" maxDecimals={3} placeholder="Berat (gr)" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'harga_atribut']} style={{ flex: 1, marginBottom: 8 }}>
                        <RupiahInput placeholder="Harga" />
                      </Form.Item>
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="Hapus Batu"
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  ))}
                  <div>
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => add({ nama_atribut: '', berat_atribut: '', harga_atribut: null })}
                    >
                      Tambah Batu
                    </Button>
                  </div>
                </Flex>
              )}
            </Form.List>
          </NoEnterForm>
        </>
      )}
    </Modal>
  );
}
