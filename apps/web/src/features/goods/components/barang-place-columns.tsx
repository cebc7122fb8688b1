import { masterResource } from '@toko/shared';
import type { TableColumnsType } from 'antd';
import { RefSelect } from '../../../components/master-select/ref-select';
import { CellError } from './barang-cell-error';
import { BarangJenisSelect } from './barang-jenis-select';
import type { BarangLine } from './barang-lines';
import { ScanBakiSelect } from './scan-baki-select';
import type { BarangLinesEdit } from './use-barang-lines-editor';

const GROUP = masterResource('group');
const GUDANG = masterResource('gudang');

/** Group, jenis, gudang and baki of each line, for the screens where every line has its own place (Penerimaan). */
export function barangPlaceColumns(edit: BarangLinesEdit): TableColumnsType<BarangLine> {
  return [
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
            onChange={(value) => edit.setGroup(line, value)}
            data-testid={`line-${index}-kode_group`}
          />
          <CellError message={edit.errorOf(line, 'kode_group')} />
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
            onChange={(value) => edit.update(line.key, { kode_dept: value })}
            status={edit.status(line, 'kode_dept')}
            data-testid={`line-${index}-kode_dept`}
          />
          <CellError message={edit.errorOf(line, 'kode_dept')} />
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
            onChange={(value) => edit.update(line.key, { kode_gudang: value, kode_baki: undefined })}
            data-testid={`line-${index}-kode_gudang`}
          />
          <CellError message={edit.errorOf(line, 'kode_gudang')} />
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
            onChange={(value) => edit.update(line.key, { kode_baki: value })}
            data-testid={`line-${index}-kode_baki`}
          />
          <CellError message={edit.errorOf(line, 'kode_baki')} />
        </>
      ),
    },
  ];
}
