import { SaveOutlined } from '@ant-design/icons';
import {
  formatNumber,
  masterResource,
  type PenerimaanBarangHeader,
  penerimaanBarangSchema,
  type SUMBER_PENERIMAAN,
} from '@toko/shared';
import { Button, Col, Divider, Flex, Form, Input, Radio, Row, type TableColumnsType, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { PageCard } from '../../../components/page/page-card';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { getPenerimaanPage } from '../api/get-penerimaan-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { type PenerimaanResult, simpanPenerimaanBarang } from '../api/simpan-penerimaan-barang';
import {
  type BarangLine,
  checkLines,
  groupDefaults,
  type LinePlace,
  newLine,
  PLACE_FIELDS,
  withoutBlankLines,
} from '../components/barang-lines';
import { BarangLinesEditor } from '../components/barang-lines-editor';
import { BarangPlaceFields } from '../components/barang-place-fields';
import { BarangProblems } from '../components/barang-problems';
import { BarangSavedResult } from '../components/barang-saved-result';

const GROUP = masterResource('group');

interface HeaderFields extends LinePlace {
  sumber: (typeof SUMBER_PENERIMAAN)[number];
  nama_supplier?: string;
  no_faktur_supplier?: string;
  keterangan?: string;
}

const INITIAL: Partial<HeaderFields> = { sumber: 'SUPPLIER' };

const historyColumns: TableColumnsType<PenerimaanBarangHeader> = [
  { key: 'no_terima', title: 'No Terima', dataIndex: 'no_terima' },
  {
    key: 'tgl_system',
    title: 'Tanggal',
    dataIndex: 'tgl_system',
    render: (value: string) => formatTanggal(value),
  },
  { key: 'sumber', title: 'Sumber', dataIndex: 'sumber' },
  {
    key: 'nama_supplier',
    title: 'Supplier',
    dataIndex: 'nama_supplier',
    render: (value: string) => value || '-',
  },
  {
    key: 'no_faktur_supplier',
    title: 'No Faktur Supplier',
    dataIndex: 'no_faktur_supplier',
    render: (value: string) => value || '-',
  },
  {
    key: 'jumlah',
    title: 'Jumlah',
    dataIndex: 'jumlah',
    align: 'right',
    render: (value: number) => formatNumber(value),
  },
  {
    key: 'berat',
    title: 'Berat (gr)',
    dataIndex: 'berat',
    align: 'right',
    render: (value: number) => formatBerat(value),
  },
  {
    key: 'keterangan',
    title: 'Keterangan',
    dataIndex: 'keterangan',
    render: (value: string) => value || '-',
  },
  { key: 'created_by', title: 'Input Oleh', dataIndex: 'created_by' },
];

/**
 * Penerimaan Barang: one document from a supplier or the head office, many lines, each
 * a new piece. The place chosen above prefills every new line; a line may differ.
 */
export function PenerimaanBarangPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<HeaderFields>();
  const header = (Form.useWatch([], form) as HeaderFields | undefined) ?? INITIAL;
  const { data: groups = [] } = useMasterActive(GROUP);
  const [lines, setLines] = useState<BarangLine[]>(() => [newLine()]);
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [result, setResult] = useState<PenerimaanResult>();
  const resultRef = useRef<HTMLDivElement>(null);

  const group = groups.find((record) => record.kode_group === header.kode_group);
  const defaults = {
    kode_group: header.kode_group,
    kode_dept: header.kode_dept,
    kode_gudang: header.kode_gudang,
    kode_baki: header.kode_baki,
    ...groupDefaults(group),
  };
  const toSave = withoutBlankLines(lines);
  const check = checkLines(toSave, groups);
  const body = {
    sumber: header.sumber ?? 'SUPPLIER',
    nama_supplier: header.nama_supplier ?? '',
    no_faktur_supplier: header.no_faktur_supplier ?? '',
    keterangan: header.keterangan ?? '',
    items: check.items,
  };

  const mutation = useSaveMutation({
    mutationFn: simpanPenerimaanBarang,
    invalidates: [goodsQueryKeys.barang, goodsQueryKeys.penerimaan],
    onSuccess: (data) => {
      setResult(data);
      setChecked(false);
      setServerProblem(undefined);
      form.resetFields(['nama_supplier', 'no_faktur_supplier', 'keterangan']);
      setLines([newLine(defaults)]);
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
  });

  // The empty place fields of every line take the defaults: a clerk fills the header after the lines.
  const applyDefaults = () =>
    setLines((current) =>
      current.map((line) => {
        const next = { ...line };
        for (const field of PLACE_FIELDS) {
          if (!next[field] && defaults[field]) next[field] = defaults[field];
        }
        if (next.kode_group === defaults.kode_group) {
          next.kadar ||= defaults.kadar ?? '';
          next.kadar_cetak ||= defaults.kadar_cetak ?? '';
        }
        return next;
      }),
    );

  const save = async () => {
    setChecked(true);
    setServerProblem(undefined);
    try {
      await form.validateFields(['nama_supplier', 'sumber']);
    } catch {
      return;
    }
    if (check.problems.length > 0) return;
    const parsed = penerimaanBarangSchema.safeParse(body);
    if (!parsed.success) {
      setServerProblem(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(body, { onError: (error) => setServerProblem(apiErrorMessage(error)) });
  };

  const emptyPlaces = lines.some((line) => PLACE_FIELDS.some((field) => !line[field] && defaults[field]));

  return (
    <PageCard title={meta?.title ?? 'Penerimaan Barang'}>
      <div ref={resultRef}>
        {result && (
          <BarangSavedResult numberLabel="No Terima" number={result.no_terima} items={result.items} />
        )}
        {result && <Divider />}
      </div>
      <NoEnterForm<HeaderFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={save}
        onFinishFailed={() => setChecked(true)}
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="sumber" label="Sumber Barang">
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                data-testid="sumber"
                options={[
                  { value: 'SUPPLIER', label: 'Supplier' },
                  { value: 'PUSAT', label: 'Pusat' },
                ]}
                onChange={() => form.validateFields(['nama_supplier']).catch(() => undefined)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="nama_supplier"
              label="Nama Supplier"
              dependencies={['sumber']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string | undefined) => {
                    if (getFieldValue('sumber') === 'SUPPLIER' && !value?.trim()) {
                      throw new Error('Nama Supplier Harus Diisi');
                    }
                  },
                }),
              ]}
            >
              <UpperCaseInput maxLength={100} data-testid="nama-supplier" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="no_faktur_supplier" label="No Faktur Supplier">
              <UpperCaseInput maxLength={50} data-testid="no-faktur-supplier" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="keterangan" label="Keterangan">
              <Input maxLength={300} data-testid="keterangan" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text type="secondary">
          Pilihan di bawah mengisi baris baru; setiap baris boleh berbeda.
        </Typography.Text>
        <BarangPlaceFields required={false} labelPrefix="Default " />
        {emptyPlaces && (
          <Flex style={{ marginBottom: 12 }}>
            <Button onClick={applyDefaults} data-testid="isi-default">
              Isi Group / Jenis / Gudang / Baki yang kosong dengan default
            </Button>
          </Flex>
        )}
        <BarangLinesEditor
          lines={lines}
          setLines={setLines}
          errors={checked ? check.errors : undefined}
          defaults={defaults}
          perLinePlace
          disabled={mutation.isPending}
        />
        <BarangProblems problems={checked ? check.problems : []} serverProblem={serverProblem} />
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            data-testid="simpan"
          >
            Simpan
          </Button>
        </Flex>
      </NoEnterForm>
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Daftar Penerimaan Barang
      </Typography.Title>
      <div data-testid="penerimaan-history">
        <DataTable<PenerimaanBarangHeader>
          queryKey={goodsQueryKeys.penerimaan}
          fetchPage={getPenerimaanPage}
          columns={historyColumns}
          rowKey="no_terima"
          searchPlaceholder="Cari no terima, supplier, faktur..."
        />
      </div>
    </PageCard>
  );
}
