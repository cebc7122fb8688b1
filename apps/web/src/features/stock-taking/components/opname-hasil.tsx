import { FileTextOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  formatNumber,
  HASIL_OPNAME_LABEL,
  type HasilOpname,
  type HasilOpnameItem,
  type StockOpname,
} from '@toko/shared';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Row,
  Segmented,
  Statistic,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { getHasil } from '../api/get-hasil';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';
import { pindahKeBaki } from '../api/pindah-ke-baki';
import { opnameTempat } from './opname-tempat';

const HASIL_COLOR: Record<HasilOpname, string> = {
  DITEMUKAN: 'success',
  HILANG: 'error',
  TIDAK_TERDUGA: 'warning',
  SELISIH_BERAT: 'orange',
};

type Filter = HasilOpname | 'SEMUA';

/** A finished opname: totals in pieces and grams, then every piece with its result. */
export function OpnameHasil({ jenis, opname }: { jenis: JenisOpname; opname: StockOpname }) {
  const [filter, setFilter] = useState<Filter>('SEMUA');
  // Pieces moved from this screen (barcode -> PB number): the row says so instead of offering the move again.
  const [moved, setMoved] = useState<Record<string, string>>({});
  const totals = useQuery({
    queryKey: opnameQueryKeys.hasil(jenis, opname.id, { totals: true }),
    queryFn: () => getHasil(jenis, opname.id, { skip: 0, limit: 1 }),
  });
  const pindah = useSaveMutation({
    mutationFn: (item: HasilOpnameItem) =>
      pindahKeBaki({
        items: [
          { kode_barcode: item.kode_barcode, kode_gudang: item.kode_gudang, kode_baki: item.kode_baki },
        ],
        kode_gudang_tujuan: opname.kode_gudang ?? '',
        kode_baki_tujuan: opname.kode_baki ?? '',
      }),
    successText: 'Barang Berhasil Dipindah',
    onSuccess: (result, item) => setMoved((current) => ({ ...current, [item.kode_barcode]: result.no_ref })),
  });
  const askPindah = async (item: HasilOpnameItem) => {
    const ok = await confirmDialog({
      title: 'Pindah Barang ?',
      content: `Barang ${item.kode_barcode} (${item.nama_barang}) dipindah dari Baki ${item.kode_baki} ke Baki ${opname.kode_baki} melalui Pindah Barang.`,
      okText: 'Pindah',
    });
    if (ok) pindah.mutate(item);
  };

  const total = totals.data?.total;
  const card = (
    title: string,
    part: { jumlah: number; berat: number } | undefined,
    testId: string,
    extra?: string,
  ) => (
    <Col xs={12} md={8} lg={{ flex: '1 1 0' }}>
      <Card size="small" data-testid={testId}>
        <Statistic title={title} value={part ? formatNumber(part.jumlah) : '-'} suffix="pcs" />
        <div>{part ? `${formatBerat(part.berat)} gr` : ''}</div>
        {extra && <div>{extra}</div>}
      </Card>
    </Col>
  );

  const columns: TableColumnsType<HasilOpnameItem> = [
    { title: 'Barcode', dataIndex: 'kode_barcode' },
    { title: 'Nama Barang', dataIndex: 'nama_barang' },
    { title: 'Baki', key: 'baki', render: (_, row) => `${row.kode_baki} (${row.kode_gudang})` },
    { title: 'Pcs', dataIndex: 'jumlah', align: 'right' },
    { title: 'Berat', dataIndex: 'berat', align: 'right', render: (v: number) => formatBerat(v) },
    {
      title: 'Berat Timbang',
      dataIndex: 'berat_scan',
      align: 'right',
      render: (v: number | null) => formatBerat(v),
    },
    { title: 'Selisih', dataIndex: 'selisih', align: 'right', render: (v: number | null) => formatBerat(v) },
    {
      title: 'Hasil',
      dataIndex: 'hasil',
      render: (value: HasilOpname) => <Tag color={HASIL_COLOR[value]}>{HASIL_OPNAME_LABEL[value]}</Tag>,
    },
    {
      title: 'Tindakan',
      key: 'aksi',
      render: (_, row) => {
        if (row.hasil !== 'TIDAK_TERDUGA' || jenis !== 'BAKI') return null;
        const noRef = moved[row.kode_barcode];
        if (noRef) {
          return (
            <Tag color="blue" title={noRef}>
              Dipindah
              <br />
              {noRef}
            </Tag>
          );
        }
        return (
          <Button
            size="small"
            icon={<SwapOutlined />}
            data-testid={`pindah-${row.kode_barcode}`}
            onClick={() => void askPindah(row)}
          >
            Pindah ke {opname.kode_baki}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="No Opname">{opname.no_opname}</Descriptions.Item>
        <Descriptions.Item label="Yang Diopname">{opnameTempat(opname)}</Descriptions.Item>
        <Descriptions.Item label="Tanggal">{formatTanggal(opname.tgl_system)}</Descriptions.Item>
      </Descriptions>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {card('Seharusnya', total?.diharapkan, 'total-diharapkan')}
        {card('Ditemukan', total?.ditemukan, 'total-ditemukan')}
        {card('Hilang', total?.hilang, 'total-hilang')}
        {card('Bukan Di Tempatnya', total?.tidak_terduga, 'total-tidak-terduga')}
        {card(
          'Selisih Berat',
          total?.selisih_berat,
          'total-selisih-berat',
          total ? `selisih ${formatBerat(total.selisih_berat.selisih)} gr` : undefined,
        )}
      </Row>
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
        columns={columns}
        rowKey="kode_barcode"
        searchPlaceholder="Cari Barcode / Nama Barang"
      />
    </>
  );
}
