import { type Barang, type BarangEdit, barangEditSchema, TEXTS } from '@toko/shared';
import { Form, Modal } from 'antd';
import { useId } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { beratInput } from '../../../lib/format';
import { editBarang } from '../api/edit-barang';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { BarangEditAtributList } from './barang-edit-atribut-list';
import { BarangEditFields } from './barang-edit-fields';
import { BarangEditSummary } from './barang-edit-summary';

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
          <BarangEditSummary barang={barang} />
          <NoEnterForm<EditValues>
            id={formId}
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={editValuesOf(barang)}
            onFinish={submit}
            autoComplete="off"
          >
            <BarangEditFields />
            <BarangEditAtributList />
          </NoEnterForm>
        </>
      )}
    </Modal>
  );
}
