import { FileTextOutlined } from '@ant-design/icons';
import { HASIL_OPNAME_LABEL, type HasilOpname, type HasilOpnameItem, type StockOpname } from '@toko/shared';
import { Button, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { getHasil } from '../api/get-hasil';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';
import { opnameHasilColumns } from './opname-hasil-columns';
import { OpnameHasilTotals } from './opname-hasil-totals';
import { OpnameInfo } from './opname-info';
import { usePindahKeBaki } from './use-pindah-ke-baki';

type Filter = HasilOpname | 'SEMUA';

/** A finished opname: totals in pieces and grams, then every piece with its result. */
export function OpnameHasil({ jenis, opname }: { jenis: JenisOpname; opname: StockOpname }) {
  const [filter, setFilter] = useState<Filter>('SEMUA');
  const pindah = usePindahKeBaki(opname);
  return (
    <>
      <OpnameInfo opname={opname} />
      <OpnameHasilTotals jenis={jenis} opname={opname} />
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented<Filter>
          value={filter}
          onChange={setFilter}
          data-testid="filter-hasil"
          options={[
            { value: 'SEMUA', label: 'Semua' },
            ...(Object.keys(HASIL_OPNAME_LABEL) as HasilOpname[]).map((value) => ({
              value,
              label: HASIL_OPNAME_LABEL[value],
            })),
          ]}
        />
        {/* The printable result (PDF, Excel) of every finished opname: the report engine's Laporan Stock Opname. */}
        <Link to="/laporan-stock-opname">
          <Button icon={<FileTextOutlined />} data-testid="laporan-opname">
            Cetak Laporan (PDF / Excel)
          </Button>
        </Link>
      </Flex>
      <DataTable<HasilOpnameItem>
        queryKey={opnameQueryKeys.hasil(jenis, opname.id, { filter })}
        fetchPage={async (query) =>
          (
            await getHasil(jenis, opname.id, {
              skip: query.skip,
              limit: query.limit,
              hasil: filter === 'SEMUA' ? undefined : filter,
              search: query.search,
            })
          ).items
        }
        columns={opnameHasilColumns(jenis, opname, pindah)}
        rowKey="kode_barcode"
        searchPlaceholder="Cari Barcode / Nama Barang"
      />
    </>
  );
}
