import { SearchOutlined } from '@ant-design/icons';
import { masterResource } from '@toko/shared';
import { Col, Input, Row } from 'antd';
import { RefSelect } from '../../../components/master-select/ref-select';
import type { BarangFilter } from '../api/get-barang-page';
import { BarangBakiFilter } from './barang-baki-filter';
import filterStyles from './barang-filters.module.css';
import { BarangJenisSelect } from './barang-jenis-select';

const GROUP = masterResource('group');
const GUDANG = masterResource('gudang');

export interface DataBarangFiltersProps {
  /** The search text as typed (the list follows it after a pause). */
  search: string;
  onSearch: (text: string) => void;
  filter: BarangFilter;
  /** A choice changed: a group clears its jenis, a gudang its baki. */
  setFilter: (patch: BarangFilter) => void;
}

/** Above Data Barang: the text searched, then group, jenis, gudang and baki. */
export function DataBarangFilters({ search, onSearch, filter, setFilter }: DataBarangFiltersProps) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} className={filterStyles.filter}>
      <Col flex="1 1 220px">
        <Input
          aria-label="Cari"
          data-testid="cari-barang"
          allowClear
          maxLength={100}
          prefix={<SearchOutlined />}
          placeholder="Cari barcode, nama, kode barang..."
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </Col>
      <Col flex="0 1 185px">
        <RefSelect
          master={GROUP}
          label="Group"
          allowClear
          value={filter.kode_group}
          onChange={(value) => setFilter({ kode_group: value, kode_dept: undefined })}
          data-testid="filter-group"
        />
      </Col>
      <Col flex="0 1 185px">
        <BarangJenisSelect
          kodeGroup={filter.kode_group}
          allowClear
          value={filter.kode_dept}
          onChange={(value) => setFilter({ kode_dept: value })}
          data-testid="filter-jenis"
        />
      </Col>
      <Col flex="0 1 185px">
        <RefSelect
          master={GUDANG}
          label="Gudang"
          allowClear
          value={filter.kode_gudang}
          onChange={(value) => setFilter({ kode_gudang: value, kode_baki: undefined })}
          data-testid="filter-gudang"
        />
      </Col>
      <Col flex="0 1 185px">
        <BarangBakiFilter
          kodeGudang={filter.kode_gudang}
          value={filter.kode_baki}
          onChange={(value) => setFilter({ kode_baki: value })}
          data-testid="filter-baki"
        />
      </Col>
    </Row>
  );
}
