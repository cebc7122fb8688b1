import { DeleteOutlined } from '@ant-design/icons';
import { formatGrams, susutMelebihiToleransi, susutOf, TEXTS } from '@toko/shared';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { NumericInput } from '../../../components/form/numeric-input';
import { formatBerat } from '../../../lib/format';
import { type CucianLine, lineProblem, linesTotals, lineWeights } from './cucian-lines';

export interface CucianTableProps {
  lines: readonly CucianLine[];
  toleransiMg: number;
  onSesudah: (kodeBarcode: string, text: string) => void;
  onRemove: (kodeBarcode: string) => void;
  disabled?: boolean;
}

/** The loss of a line as typed: its weight in grams, marked when it needs otorisasi. */
function SusutCell({ line, toleransiMg }: { line: CucianLine; toleransiMg: number }) {
  const weights = lineWeights(line);
  const problem = lineProblem(line);
  if (!weights || problem) return <Typography.Text type="secondary">-</Typography.Text>;
  const susut = susutOf(weights);
  return (
    <span data-testid={`susut-${line.barang.kode_barcode}`}>
      {formatGrams(susut)}
      {susutMelebihiToleransi(susut, toleransiMg) && (
        <Tag color="orange" style={{ marginInlineStart: 8 }}>
          Perlu Otorisasi
        </Tag>
      )}
    </span>
  );
}

/** The weight after washing as typed, with what is wrong with it under the field. */
function SesudahCell({
  line,
  onSesudah,
  disabled,
}: { line: CucianLine } & Pick<CucianTableProps, 'onSesudah' | 'disabled'>) {
  const problem = line.sesudah.trim() ? lineProblem(line) : undefined;
  return (
    <div>
      <NumericInput
        maxDecimals={3}
        value={line.sesudah}
        status={problem ? 'error' : undefined}
        disabled={disabled}
        aria-label={`Berat Sesudah ${line.barang.kode_barcode}`}
        data-testid={`sesudah-${line.barang.kode_barcode}`}
        onChange={(event) => onSesudah(line.barang.kode_barcode, event.target.value)}
      />
      {problem && (
        <Typography.Text type="danger" style={{ fontSize: 12, display: 'block', maxWidth: 220 }}>
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

function columnsOf(props: CucianTableProps): TableColumnsType<CucianLine> {
  const { toleransiMg, onSesudah, onRemove, disabled } = props;
  return [
    { key: 'no', title: 'No', width: 48, render: (_value, _line, index) => index + 1 },
    { key: 'kode_barcode', title: 'Barcode', render: (_value, line) => line.barang.kode_barcode },
    { key: 'nama_barang', title: 'Nama Barang', render: (_value, line) => line.barang.nama_barang },
    { key: 'group', title: 'Group', render: (_value, line) => line.barang.kode_group },
    { key: 'baki', title: 'Baki', render: (_value, line) => line.barang.kode_baki },
    {
      key: 'sebelum',
      title: 'Berat Sebelum (gr)',
      align: 'right',
      render: (_value, line) => formatBerat(line.barang.berat),
    },
    {
      key: 'sesudah',
      title: 'Berat Sesudah (gr)',
      width: 170,
      render: (_value, line) => <SesudahCell line={line} onSesudah={onSesudah} disabled={disabled} />,
    },
    {
      key: 'susut',
      title: 'Susut (gr)',
      align: 'right',
      render: (_value, line) => <SusutCell line={line} toleransiMg={toleransiMg} />,
    },
    {
      key: 'aksi',
      title: 'Aksi',
      width: 64,
      align: 'center',
      render: (_value, line) => (
        <Button
          danger
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`Hapus ${line.barang.kode_barcode}`}
          data-testid={`scan-remove-${line.barang.kode_barcode}`}
          disabled={disabled}
          onClick={() => onRemove(line.barang.kode_barcode)}
        />
      ),
    },
  ];
}

/** The washed pieces: weight before (the piece's), weight after (typed), loss per line and in total. */
export function CucianTable(props: CucianTableProps) {
  const totals = linesTotals(props.lines);
  return (
    <Table<CucianLine>
      data-testid="cucian-table"
      size="small"
      rowKey={(line) => line.barang.kode_barcode}
      columns={columnsOf(props)}
      dataSource={[...props.lines]}
      pagination={false}
      {...FIT_TO_WIDTH}
      locale={{ emptyText: TEXTS.noData }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={5}>
            <strong data-testid="cucian-total-jumlah">Total {totals.jumlah} Barang</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={5} align="right">
            <strong>{formatGrams(totals.sebelum)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={6} align="right">
            <strong>{formatGrams(totals.sesudah)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} align="right">
            <strong data-testid="cucian-total-susut">{formatGrams(totals.susut)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={8} />
        </Table.Summary.Row>
      )}
    />
  );
}
