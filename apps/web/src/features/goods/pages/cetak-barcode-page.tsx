import { ClearOutlined, DeleteOutlined, InboxOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type Barang, formatNumber, masterResource, TEXTS } from '@toko/shared';
import { Button, Col, Divider, Flex, Form, Row, Table, type TableColumnsType, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { RefSelect } from '../../../components/master-select/ref-select';
import { PageCard } from '../../../components/page/page-card';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatBerat } from '../../../lib/format';
import { notifyInfo } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { getBarangByBarcode } from '../api/get-barang-by-barcode';
import { getIsiBakiBarang } from '../api/get-barang-page';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { BarangBakiFilter } from '../components/barang-baki-filter';
import filterStyles from '../components/barang-filters.module.css';
import { addToQueue } from '../components/label-queue';
import { LabelSettingsForm, useLabelSettings } from '../components/label-settings';
import { LabelSheet, printLabels } from '../components/label-sheet';
import { normaliseBarcode } from '../components/scan-list-state';

const GUDANG = masterResource('gudang');

/** Cetak Barcode: collect pieces by scanning or from a tray, then print their labels at the roll's size. */
export function CetakBarcodePage() {
  const meta = useRouteMeta();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useLabelSettings();
  const [pieces, setPieces] = useState<Barang[]>([]);
  // Scans arrive faster than lookups answer: duplicates are checked against what the list will be.
  const piecesRef = useRef<Barang[]>([]);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(0);
  const [gudang, setGudang] = useState<string>();
  const [baki, setBaki] = useState<string>();
  const [loadingBaki, setLoadingBaki] = useState(false);
  const [printing, setPrinting] = useState(false);

  const commit = (next: Barang[]) => {
    piecesRef.current = next;
    setPieces(next);
  };

  const scan = async (text: string) => {
    const kode = normaliseBarcode(text);
    if (!kode) {
      setProblem(WEB_TEXTS.labelQueue.invalidBarcode);
      return;
    }
    setPending((count) => count + 1);
    try {
      const barang = await queryClient.fetchQuery({
        queryKey: goodsQueryKeys.byBarcode(kode),
        queryFn: () => getBarangByBarcode(kode),
        staleTime: 0,
      });
      const { list, refused } = addToQueue(piecesRef.current, [barang]);
      commit(list);
      setProblem(refused[0]);
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? WEB_TEXTS.labelQueue.notFound(kode));
    } finally {
      setPending((count) => count - 1);
    }
  };

  const takeBaki = async () => {
    if (!gudang || !baki) return;
    setLoadingBaki(true);
    try {
      const found = await getIsiBakiBarang(gudang, baki);
      if (found.length === 0) {
        notifyInfo(WEB_TEXTS.labelQueue.bakiKosong(baki));
        return;
      }
      const { list, added } = addToQueue(piecesRef.current, found);
      commit(list);
      setProblem(undefined);
      notifyInfo(WEB_TEXTS.labelQueue.ditambahkan(added, baki));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    } finally {
      setLoadingBaki(false);
    }
  };

  const print = async () => {
    setPrinting(true);
    try {
      await printLabels();
    } finally {
      setPrinting(false);
    }
  };

  const columns: TableColumnsType<Barang> = [
    { key: 'no', title: 'No', width: 48, render: (_value, _row, index) => index + 1 },
    { key: 'kode_barcode', title: 'Barcode', dataIndex: 'kode_barcode' },
    { key: 'nama_barang', title: 'Nama Barang', dataIndex: 'nama_barang' },
    {
      key: 'berat',
      title: 'Berat (gr)',
      dataIndex: 'berat',
      align: 'right',
      render: (value: number) => formatBerat(value),
    },
    { key: 'kadar_cetak', title: 'Kadar Cetak', dataIndex: 'kadar_cetak' },
    {
      key: 'tempat',
      title: 'Gudang / Baki',
      render: (_value, row) => `${row.kode_gudang} / ${row.kode_baki}`,
    },
    {
      key: 'aksi',
      title: '',
      width: 48,
      render: (_value, row) => (
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`Hapus ${row.kode_barcode}`}
          onClick={() => commit(piecesRef.current.filter((item) => item.kode_barcode !== row.kode_barcode))}
        />
      ),
    },
  ];

  return (
    <PageCard title={meta?.title ?? 'Cetak Barcode'}>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <Form layout="vertical" component="div">
            <ScanInput onScan={scan} problem={problem} loading={pending > 0} />
          </Form>
        </Col>
        <Col xs={24} lg={12}>
          <Form layout="vertical" component="div">
            <Form.Item label="Atau ambil semua barang dari baki" style={{ marginBottom: 12 }}>
              <Flex gap={8} wrap className={filterStyles.filter}>
                <div style={{ minWidth: 160, flex: 1 }}>
                  <RefSelect
                    master={GUDANG}
                    label="Gudang"
                    value={gudang}
                    onChange={(value) => {
                      setGudang(value);
                      setBaki(undefined);
                    }}
                    data-testid="ambil-gudang"
                  />
                </div>
                <div style={{ minWidth: 160, flex: 1 }}>
                  <BarangBakiFilter
                    kodeGudang={gudang}
                    value={baki}
                    onChange={setBaki}
                    data-testid="ambil-baki"
                  />
                </div>
                <Button
                  icon={<InboxOutlined />}
                  onClick={takeBaki}
                  loading={loadingBaki}
                  disabled={!gudang || !baki}
                  data-testid="ambil-baki-button"
                >
                  Ambil
                </Button>
              </Flex>
            </Form.Item>
          </Form>
        </Col>
      </Row>
      <Table<Barang>
        data-testid="cetak-list"
        size="small"
        rowKey="kode_barcode"
        columns={columns}
        dataSource={pieces}
        pagination={pieces.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
      />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }} wrap gap={8}>
        <Typography.Text data-testid="cetak-total">{formatNumber(pieces.length)} label</Typography.Text>
        <Button icon={<ClearOutlined />} onClick={() => commit([])} disabled={pieces.length === 0}>
          Kosongkan Daftar
        </Button>
      </Flex>
      <Divider />
      <Form layout="vertical" component="div">
        <LabelSettingsForm value={settings} onChange={setSettings} />
      </Form>
      <Typography.Title level={5}>Pratinjau Label</Typography.Title>
      <LabelSheet pieces={pieces} settings={settings} />
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={print}
          loading={printing}
          disabled={pieces.length === 0}
          data-testid="cetak"
        >
          Cetak Label
        </Button>
      </Flex>
    </PageCard>
  );
}
