import { ReloadOutlined } from '@ant-design/icons';
import type { ProgressOpname } from '@toko/shared';
import { Button, Flex, Progress, Table, type TableColumnsType, Typography } from 'antd';
import { useProgress } from '../api/get-progress';
import type { JenisOpname } from '../api/opname-paths';

type Row = ProgressOpname[number];

/** Scanned against expected pieces per tray: where the whole-shop count stands. */
export function OpnameProgress({ jenis, id }: { jenis: JenisOpname; id: number }) {
  const progress = useProgress(jenis, id);
  const columns: TableColumnsType<Row> = [
    { title: 'Gudang', dataIndex: 'kode_gudang' },
    { title: 'Baki', dataIndex: 'kode_baki' },
    {
      title: 'Discan',
      key: 'discan',
      align: 'right',
      render: (_, row) => `${row.discan} / ${row.diharapkan}`,
    },
    {
      title: 'Progress',
      key: 'progress',
      width: 240,
      render: (_, row) => (
        <Progress
          size="small"
          percent={
            row.diharapkan === 0 ? 100 : Math.min(100, Math.floor((row.discan / row.diharapkan) * 100))
          }
        />
      ),
    },
  ];
  return (
    <>
      <Flex justify="space-between" align="center" style={{ margin: '24px 0 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Progress Per Baki
        </Typography.Title>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void progress.refetch()}>
          Muat Ulang
        </Button>
      </Flex>
      <Table<Row>
        size="small"
        rowKey={(row) => `${row.kode_gudang}/${row.kode_baki}`}
        columns={columns}
        dataSource={progress.data ?? []}
        loading={progress.isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="opname-progress"
      />
    </>
  );
}
