import { TEXTS } from '@toko/shared';
import { Flex, Table } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { barangLineColumns } from './barang-line-columns';
import { BarangLineDetail } from './barang-line-detail';
import type { BarangLine, LineDefaults, LineErrors } from './barang-lines';
import { BarangLinesFooter } from './barang-lines-footer';
import { useBarangLinesEditor } from './use-barang-lines-editor';

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
  const edit = useBarangLinesEditor({ lines, setLines, errors, defaults, perLinePlace });
  return (
    <Flex vertical gap={8}>
      <Table<BarangLine>
        data-testid="barang-lines"
        size="small"
        rowKey="key"
        columns={barangLineColumns(edit, { perLinePlace, disabled, lineCount: lines.length })}
        dataSource={lines}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXTS.noData }}
        expandable={{
          expandedRowKeys: edit.expandedKeys,
          showExpandColumn: false,
          expandedRowRender: (line) => (
            <BarangLineDetail
              edit={edit}
              line={line}
              index={lines.indexOf(line)}
              errors={errors?.get(line.key)}
            />
          ),
        }}
      />
      <BarangLinesFooter lines={lines} onAdd={() => edit.addLine()} disabled={disabled} />
    </Flex>
  );
}
