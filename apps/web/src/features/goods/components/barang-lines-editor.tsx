import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatNumber, type MasterRecord, masterResource, TEXTS } from '@toko/shared';
import {
  Badge,
  Button,
  Flex,
  InputNumber,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useState } from 'react';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { RefSelect } from '../../../components/master-select/ref-select';
import { formatBerat } from '../../../lib/format';
import { BarangJenisSelect } from './barang-jenis-select';
import {
  type AtributLine,
  allowsJumlah,
  type BarangLine,
  copyLine,
  groupDefaults,
  type LineDefaults,
  type LineErrors,
  linesTotals,
  newAtribut,
  newLine,
  noPesananOf,
} from './barang-lines';
import { PesananBarangInfo } from './pesanan-barang-info';
import { ScanBakiSelect } from './scan-baki-select';

const GROUP = masterResource('group');
const GUDANG = masterResource('gudang');

export interface BarangLinesEditorProps {
  lines: BarangLine[];
  setLines: Dispatch<SetStateAction<BarangLine[]>>;
  /** From checkLines, by line key. */
  errors?: Map<number, LineErrors>;
  /** New lines start from these (the header's choices). */
  defaults: LineDefaults;
  /**
   * Each line has its own group, jenis, gudang and baki (Penerimaan). Otherwise the
   * header's place applies to every line and `defaults.kode_group` decides jumlah.
   */
  perLinePlace?: boolean;
  disabled?: boolean;
}

/** Fields kept under the row (opened with Detail): a problem there opens it. */
const DETAIL_FIELDS = ['kode_barang', 'berat_plastik', 'no_pesanan'];
const hasDetailError = (found: LineErrors | undefined) =>
  Object.keys(found ?? {}).some((path) => path.startsWith('atribut') || DETAIL_FIELDS.includes(path));

function CellError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', lineHeight: 1.3 }}>
      {message}
    </Typography.Text>
  );
}

/**
 * The lines of pieces to add, as an editable table: one row a piece (or an accessory
 * line with a quantity), stones in a sub-list under the row. "Salin" repeats a row for
 * the next piece of the same model; only the weight has to be typed again.
 */
export function BarangLinesEditor({
  lines,
  setLines,
  errors,
  defaults,
  perLinePlace = false,
  disabled = false,
}: BarangLinesEditorProps) {
  const { data: groups = [] } = useMasterActive(GROUP);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const [focusKey, setFocusKey] = useState<number>();

  const groupOf = (code: string | undefined): MasterRecord | undefined =>
    groups.find((record) => record.kode_group === code);
  const errorOf = (line: BarangLine, field: string) => errors?.get(line.key)?.[field];
  const status = (line: BarangLine, field: string) => (errorOf(line, field) ? 'error' : undefined);

  const update = (key: number, patch: Partial<BarangLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const addLine = (after?: BarangLine) => {
    const line = after ? copyLine(after) : newLine(defaults);
    setLines((current) => {
      if (!after) return [...current, line];
      const index = current.findIndex((item) => item.key === after.key);
      return [...current.slice(0, index + 1), line, ...current.slice(index + 1)];
    });
    setFocusKey(line.key);
  };

  const removeLine = (key: number) => setLines((current) => current.filter((line) => line.key !== key));

  const setGroup = (line: BarangLine, kodeGroup: string | undefined) => {
    const group = groupOf(kodeGroup);
    update(line.key, {
      kode_group: kodeGroup,
      kode_dept: undefined,
      ...groupDefaults(group),
      jumlah: allowsJumlah(group) ? line.jumlah : 1,
    });
  };

  const updateAtribut = (line: BarangLine, atribut: AtributLine[]) => update(line.key, { atribut });

  const placeColumns: TableColumnsType<BarangLine> = perLinePlace
    ? [
        {
          key: 'kode_group',
          title: 'Group',
          width: 120,
          render: (_value, line, index) => (
            <>
              <RefSelect
                master={GROUP}
                label="Group"
                value={line.kode_group}
                onChange={(value) => setGroup(line, value)}
                data-testid={`line-${index}-kode_group`}
              />
              <CellError message={errorOf(line, 'kode_group')} />
            </>
          ),
        },
        {
          key: 'kode_dept',
          title: 'Jenis',
          width: 120,
          render: (_value, line, index) => (
            <>
              <BarangJenisSelect
                kodeGroup={line.kode_group}
                value={line.kode_dept}
                onChange={(value) => update(line.key, { kode_dept: value })}
                status={status(line, 'kode_dept')}
                data-testid={`line-${index}-kode_dept`}
              />
              <CellError message={errorOf(line, 'kode_dept')} />
            </>
          ),
        },
        {
          key: 'kode_gudang',
          title: 'Gudang',
          width: 120,
          render: (_value, line, index) => (
            <>
              <RefSelect
                master={GUDANG}
                label="Gudang"
                value={line.kode_gudang}
                onChange={(value) => update(line.key, { kode_gudang: value, kode_baki: undefined })}
                data-testid={`line-${index}-kode_gudang`}
              />
              <CellError message={errorOf(line, 'kode_gudang')} />
            </>
          ),
        },
        {
          key: 'kode_baki',
          title: 'Baki',
          width: 130,
          render: (_value, line, index) => (
            <>
              <ScanBakiSelect
                kodeGudang={line.kode_gudang}
                value={line.kode_baki}
                onChange={(value) => update(line.key, { kode_baki: value })}
                data-testid={`line-${index}-kode_baki`}
              />
              <CellError message={errorOf(line, 'kode_baki')} />
            </>
          ),
        },
      ]
    : [];

  const textCell =
    (field: 'nama_barang' | 'kode_barang' | 'kadar_cetak' | 'no_pesanan', maxLength: number) =>
    (_value: unknown, line: BarangLine, index: number): ReactNode => (
      <>
        <UpperCaseInput
          value={line[field]}
          maxLength={maxLength}
          status={status(line, field)}
          onChange={(event) => update(line.key, { [field]: event.target.value })}
          autoFocus={field === 'nama_barang' && line.key === focusKey}
          placeholder={field === 'no_pesanan' ? 'Kosong: barang stok' : undefined}
          data-testid={`line-${index}-${field}`}
        />
        <CellError message={errorOf(line, field)} />
        {/* The order stays in sight with the detail closed: the piece leaves only by collecting it. */}
        {field === 'nama_barang' && noPesananOf(line) && (
          <Tag
            color="gold"
            // Wraps under a narrow name rather than widening the table past the screen.
            style={{
              marginTop: 4,
              marginInlineEnd: 0,
              whiteSpace: 'normal',
              fontSize: 11,
              lineHeight: '16px',
            }}
            data-testid={`line-${index}-pesanan-tag`}
          >
            Pesanan {noPesananOf(line)}
          </Tag>
        )}
      </>
    );

  const decimalCell =
    (field: 'berat' | 'berat_plastik' | 'kadar', maxDecimals: number) =>
    (_value: unknown, line: BarangLine, index: number): ReactNode => (
      <>
        <NumericInput
          mode="decimal"
          maxDecimals={maxDecimals}
          value={line[field]}
          status={status(line, field)}
          onChange={(event) => update(line.key, { [field]: event.target.value })}
          style={{ textAlign: 'right' }}
          data-testid={`line-${index}-${field}`}
        />
        <CellError message={errorOf(line, field)} />
      </>
    );

  const rupiahCell =
    (field: 'ongkos' | 'harga_beli') =>
    (_value: unknown, line: BarangLine, index: number): ReactNode => (
      <>
        <RupiahInput
          value={line[field]}
          status={status(line, field)}
          onChange={(value) => update(line.key, { [field]: value })}
          data-testid={`line-${index}-${field}`}
        />
        <CellError message={errorOf(line, field)} />
      </>
    );

  const withDetailErrors = lines
    .filter((line) => hasDetailError(errors?.get(line.key)))
    .map((line) => line.key);
  const expandedKeys = [...new Set([...expanded, ...withDetailErrors])];

  const columns: TableColumnsType<BarangLine> = [
    { key: 'no', title: 'No', width: 44, render: (_value, _line, index) => index + 1 },
    ...placeColumns,
    // Sized so that the whole row, Detail included, fits beside the sidebar on a 1366 px screen.
    { key: 'nama_barang', title: 'Nama Barang', width: 164, render: textCell('nama_barang', 150) },
    { key: 'berat', title: 'Berat (gr)', width: 92, render: decimalCell('berat', 3) },
    { key: 'kadar', title: 'Kadar (%)', width: 72, render: decimalCell('kadar', 2) },
    { key: 'kadar_cetak', title: 'Kadar Cetak', width: 84, render: textCell('kadar_cetak', 20) },
    {
      key: 'ongkos',
      title: 'Ongkos',
      width: 210,
      render: (_value, line, index) => (
        <>
          <Space.Compact style={{ width: '100%' }}>
            <Select
              value={line.ongkos_type}
              onChange={(value: 'GRAM' | 'TOTAL') => update(line.key, { ongkos_type: value })}
              options={[
                { value: 'GRAM', label: '/ Gram' },
                { value: 'TOTAL', label: 'Total' },
              ]}
              // Wide enough to read "/ Gram" whole beside the arrow.
              style={{ width: 108, flexShrink: 0 }}
              data-testid={`line-${index}-ongkos_type`}
            />
            <RupiahInput
              value={line.ongkos}
              status={status(line, 'ongkos')}
              onChange={(value) => update(line.key, { ongkos: value })}
              data-testid={`line-${index}-ongkos`}
            />
          </Space.Compact>
          <CellError message={errorOf(line, 'ongkos_type') ?? errorOf(line, 'ongkos')} />
        </>
      ),
    },
    { key: 'harga_beli', title: 'Harga Beli', width: 108, render: rupiahCell('harga_beli') },
    {
      key: 'jumlah',
      title: 'Jumlah',
      width: 64,
      render: (_value, line, index) => {
        const open = allowsJumlah(groupOf(perLinePlace ? line.kode_group : defaults.kode_group));
        return (
          <>
            <Tooltip title={open ? undefined : 'Barang emas: satu barcode per barang'}>
              <InputNumber<number>
                min={1}
                max={10_000}
                precision={0}
                controls={false}
                value={line.jumlah}
                disabled={!open}
                status={status(line, 'jumlah')}
                onChange={(value) => update(line.key, { jumlah: value })}
                style={{ width: '100%' }}
                data-testid={`line-${index}-jumlah`}
              />
            </Tooltip>
            <CellError message={errorOf(line, 'jumlah')} />
          </>
        );
      },
    },
    {
      key: 'detail',
      title: 'Detail',
      width: 84,
      render: (_value, line, index) => {
        const isOpen = expandedKeys.includes(line.key);
        const hasError = hasDetailError(errors?.get(line.key));
        return (
          <Badge count={line.atribut.length} size="small" color={hasError ? 'red' : 'blue'}>
            <Button
              size="small"
              danger={hasError}
              onClick={() =>
                setExpanded((current) =>
                  isOpen ? current.filter((key) => key !== line.key) : [...current, line.key],
                )
              }
              data-testid={`line-${index}-detail`}
            >
              {isOpen ? 'Tutup' : 'Detail'}
            </Button>
          </Badge>
        );
      },
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 90,
      fixed: 'right',
      render: (_value, line, index) => (
        <Space size={4}>
          <Tooltip title="Salin baris (barang berikutnya dengan model sama)">
            <Button
              size="small"
              icon={<CopyOutlined />}
              aria-label="Salin Baris"
              onClick={() => addLine(line)}
              disabled={disabled}
              data-testid={`line-${index}-salin`}
            />
          </Tooltip>
          <Tooltip title="Hapus baris">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label="Hapus Baris"
              onClick={() => removeLine(line.key)}
              disabled={disabled || lines.length <= 1}
              data-testid={`line-${index}-hapus`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  const totals = linesTotals(lines);

  return (
    <Flex vertical gap={8}>
      <Table<BarangLine>
        data-testid="barang-lines"
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXTS.noData }}
        expandable={{
          expandedRowKeys: expandedKeys,
          showExpandColumn: false,
          expandedRowRender: (line) => {
            const index = lines.indexOf(line);
            return (
              <Flex vertical gap={12} style={{ paddingLeft: 36 }}>
                <Flex gap={12} wrap>
                  <div style={{ width: 200 }}>
                    <Typography.Text type="secondary">Kode Barang</Typography.Text>
                    {textCell('kode_barang', 30)(undefined, line, index)}
                  </div>
                  <div style={{ width: 140 }}>
                    <Typography.Text type="secondary">Berat Plastik (gr)</Typography.Text>
                    {decimalCell('berat_plastik', 3)(undefined, line, index)}
                  </div>
                  <div style={{ width: 220 }}>
                    <Typography.Text type="secondary">No Pesanan</Typography.Text>
                    {textCell('no_pesanan', 30)(undefined, line, index)}
                  </div>
                </Flex>
                <div style={{ maxWidth: 720 }}>
                  <PesananBarangInfo
                    noPesanan={noPesananOf(line)}
                    data-testid={`line-${index}-pesanan-info`}
                  />
                </div>
                <AtributEditor
                  line={line}
                  index={index}
                  errors={errors?.get(line.key)}
                  onChange={(atribut) => updateAtribut(line, atribut)}
                />
              </Flex>
            );
          },
        }}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => addLine()}
          disabled={disabled}
          data-testid="tambah-baris"
        >
          Tambah Baris
        </Button>
        <Typography.Text data-testid="lines-totals">
          {formatNumber(lines.length)} baris, {formatNumber(totals.jumlah)} barang, total berat{' '}
          <strong>{formatBerat(totals.beratMg / 1000)} gr</strong>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

interface AtributEditorProps {
  line: BarangLine;
  index: number;
  errors: LineErrors | undefined;
  onChange: (atribut: AtributLine[]) => void;
}

/** The stones (or other attributes) of one line: name, weight in grams, price. */
function AtributEditor({ line, index, errors, onChange }: AtributEditorProps) {
  const set = (key: number, patch: Partial<AtributLine>) =>
    onChange(line.atribut.map((atribut) => (atribut.key === key ? { ...atribut, ...patch } : atribut)));
  return (
    <Flex vertical gap={6} style={{ maxWidth: 720 }} data-testid={`line-${index}-atribut`}>
      <Typography.Text type="secondary">Batu / Atribut</Typography.Text>
      {line.atribut.length === 0 && (
        <Typography.Text type="secondary">Belum ada batu / atribut</Typography.Text>
      )}
      {line.atribut.map((atribut, position) => {
        const error = (field: string) => errors?.[`atribut.${position}.${field}`];
        const testId = (field: string) => `line-${index}-atribut-${position}-${field}`;
        return (
          <Flex key={atribut.key} gap={8} align="flex-start">
            <div style={{ flex: 2 }}>
              <UpperCaseInput
                placeholder="Nama Batu / Atribut"
                value={atribut.nama_atribut}
                maxLength={100}
                status={error('nama_atribut') ? 'error' : undefined}
                onChange={(event) => set(atribut.key, { nama_atribut: event.target.value })}
                autoFocus={atribut.nama_atribut === '' && position === line.atribut.length - 1}
                data-testid={testId('nama_atribut')}
              />
              <CellError message={error('nama_atribut')} />
            </div>
            <div style={{ flex: 1 }}>
              <NumericInput
                mode="decimal"
                maxDecimals={3}
                placeholder="Berat (gr)"
                value={atribut.berat_atribut}
                status={error('berat_atribut') ? 'error' : undefined}
                onChange={(event) => set(atribut.key, { berat_atribut: event.target.value })}
                data-testid={testId('berat_atribut')}
              />
              <CellError message={error('berat_atribut')} />
            </div>
            <div style={{ flex: 1 }}>
              <RupiahInput
                placeholder="Harga"
                value={atribut.harga_atribut}
                onChange={(value) => set(atribut.key, { harga_atribut: value })}
                data-testid={testId('harga_atribut')}
              />
              <CellError message={error('harga_atribut')} />
            </div>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label="Hapus Batu"
              onClick={() => onChange(line.atribut.filter((item) => item.key !== atribut.key))}
            />
          </Flex>
        );
      })}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onChange([...line.atribut, newAtribut()])}
          data-testid={`line-${index}-atribut-tambah`}
        >
          Tambah Batu
        </Button>
      </div>
    </Flex>
  );
}
