import { InputNumber, Select, Space, Tag, Tooltip } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { CellError } from './barang-cell-error';
import { type BarangLine, noPesananOf } from './barang-lines';
import type { BarangLinesEdit } from './use-barang-lines-editor';

/** One line of the lines editor, where a cell of it is shown. */
export interface BarangLineCellProps {
  edit: BarangLinesEdit;
  line: BarangLine;
  index: number;
}

/** A text field of a line (used in the row and in its detail), with its problem under it. */
export function BarangLineTextInput({
  edit,
  line,
  index,
  field,
  maxLength,
}: BarangLineCellProps & {
  field: 'nama_barang' | 'kode_barang' | 'kadar_cetak' | 'no_pesanan';
  maxLength: number;
}) {
  return (
    <>
      <UpperCaseInput
        value={line[field]}
        maxLength={maxLength}
        status={edit.status(line, field)}
        onChange={(event) => edit.update(line.key, { [field]: event.target.value })}
        autoFocus={field === 'nama_barang' && line.key === edit.focusKey}
        placeholder={field === 'no_pesanan' ? 'Kosong: barang stok' : undefined}
        data-testid={`line-${index}-${field}`}
      />
      <CellError message={edit.errorOf(line, field)} />
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
}

/** A weight or a percentage of a line, typed with a fixed number of decimals. */
export function BarangLineDecimalInput({
  edit,
  line,
  index,
  field,
  maxDecimals,
}: BarangLineCellProps & { field: 'berat' | 'berat_plastik' | 'kadar'; maxDecimals: number }) {
  return (
    <>
      <NumericInput
        mode="decimal"
        maxDecimals={maxDecimals}
        value={line[field]}
        status={edit.status(line, field)}
        onChange={(event) => edit.update(line.key, { [field]: event.target.value })}
        style={{ textAlign: 'right' }}
        data-testid={`line-${index}-${field}`}
      />
      <CellError message={edit.errorOf(line, field)} />
    </>
  );
}

/** A rupiah amount of a line. */
export function BarangLineRupiahInput({
  edit,
  line,
  index,
  field,
}: BarangLineCellProps & { field: 'ongkos' | 'harga_beli' }) {
  return (
    <>
      <RupiahInput
        value={line[field]}
        status={edit.status(line, field)}
        onChange={(value) => edit.update(line.key, { [field]: value })}
        data-testid={`line-${index}-${field}`}
      />
      <CellError message={edit.errorOf(line, field)} />
    </>
  );
}

/** The making charge of a line: per gram or in total, then the amount. */
export function BarangLineOngkosInput({ edit, line, index }: BarangLineCellProps) {
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          value={line.ongkos_type}
          onChange={(value: 'GRAM' | 'TOTAL') => edit.update(line.key, { ongkos_type: value })}
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
          status={edit.status(line, 'ongkos')}
          onChange={(value) => edit.update(line.key, { ongkos: value })}
          data-testid={`line-${index}-ongkos`}
        />
      </Space.Compact>
      <CellError message={edit.errorOf(line, 'ongkos_type') ?? edit.errorOf(line, 'ongkos')} />
    </>
  );
}

/** How many pieces a line stands for: open only for groups sold by quantity, gold is one barcode a piece. */
export function BarangLineJumlahInput({ edit, line, index }: BarangLineCellProps) {
  const open = edit.jumlahOpen(line);
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
          status={edit.status(line, 'jumlah')}
          onChange={(value) => edit.update(line.key, { jumlah: value })}
          style={{ width: '100%' }}
          data-testid={`line-${index}-jumlah`}
        />
      </Tooltip>
      <CellError message={edit.errorOf(line, 'jumlah')} />
    </>
  );
}
