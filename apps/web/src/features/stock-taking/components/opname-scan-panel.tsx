import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatNumber, type ScanOpnameResult, type StockOpname } from '@toko/shared';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  Row,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useMemo, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NumericInput } from '../../../components/form/numeric-input';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatBerat, formatTanggal } from '../../../lib/format';
import { confirmDialog, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useScanned } from '../api/get-scanned';
import { type JenisOpname, opnameQueryKeys } from '../api/opname-paths';
import { scanOpname } from '../api/scan-opname';
import { batalOpname, tutupOpname } from '../api/tutup-opname';
import { opnameTempat } from './opname-tempat';

/** Rows shown under the scan field: the newest scans of this opname. */
const SHOWN = 50;

interface ScanRow extends Partial<ScanOpnameResult> {
  kode_barcode: string;
  /** Sent, not answered yet: shown at once so a fast scanner never waits for the list. */
  pending?: boolean;
}

/**
 * The blind scan page: barcode (and, when weighed, the scale reading) in, one request
 * per scan, the answer added to the list here; the list is never read again per scan.
 * What the place should hold stays hidden until the opname is finished.
 */
export function OpnameScanPanel({ jenis, opname }: { jenis: JenisOpname; opname: StockOpname }) {
  const queryClient = useQueryClient();
  const first = useScanned(jenis, opname.id, SHOWN);
  const [recent, setRecent] = useState<ScanRow[]>([]);
  const [added, setAdded] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [berat, setBerat] = useState('');
  const inFlight = useRef(0);
  const [sending, setSending] = useState(0);

  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: ScanRow[] = [];
    for (const row of [...recent, ...(first.data?.data ?? [])]) {
      if (seen.has(row.kode_barcode)) continue;
      seen.add(row.kode_barcode);
      out.push(row);
    }
    return out.slice(0, SHOWN);
  }, [recent, first.data]);

  const onScan = async (text: string) => {
    const kode = text.padStart(8, '0');
    const beratTimbang = berat ? Number(berat) : null;
    setBerat('');
    setProblem(undefined);
    setNotice(undefined);
    setRecent((current) => [
      { kode_barcode: kode, pending: true },
      ...current.filter((r) => r.kode_barcode !== kode),
    ]);
    inFlight.current += 1;
    setSending(inFlight.current);
    try {
      const result = await scanOpname(jenis, opname.id, { kode_barcode: kode, berat_timbang: beratTimbang });
      setRecent((current) => current.map((row) => (row.kode_barcode === kode ? result : row)));
      if (result.sudah_discan) setNotice(`Barcode ${kode} sudah discan sebelumnya, dihitung satu kali`);
      else setAdded((n) => n + 1);
    } catch (error) {
      setRecent((current) => current.filter((row) => !(row.kode_barcode === kode && row.pending)));
      setProblem(apiErrorMessage(error) ?? 'Scan gagal, silahkan scan ulang');
    } finally {
      inFlight.current -= 1;
      setSending(inFlight.current);
    }
  };

  const tutup = useSaveMutation({
    mutationFn: () => tutupOpname(jenis, opname.id),
    invalidates: [opnameQueryKeys.opname(jenis)],
    successText: 'Stock Opname Disimpan',
    onSuccess: (saved) => queryClient.setQueryData(opnameQueryKeys.one(jenis, opname.id), saved),
  });
  const selesai = async () => {
    const ok = await confirmDialog({
      title: 'Selesaikan Stock Opname ?',
      content: 'Hasil opname disimpan dan tidak dapat discan lagi. Stok barang tidak berubah.',
      okText: 'Selesai',
    });
    if (ok) tutup.mutate();
  };

  // Abandoning a count hides whatever it found: a supervisor consents, with the reason (decision 023).
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [cancelling, setCancelling] = useState(false);
  const batal = async () => {
    setCancelling(true);
    try {
      const saved = await requestOtorisasi({
        title: 'Otorisasi Batal Stock Opname',
        description: `Batalkan stock opname ${opname.no_opname}: semua scan opname ini diabaikan.`,
        send: (otorisasi) => batalOpname(jenis, opname.id, otorisasi),
      });
      if (!saved) return;
      notifySuccess(`Stock opname ${saved.no_opname} dibatalkan`);
      queryClient.setQueryData(opnameQueryKeys.one(jenis, opname.id), saved);
      await queryClient.invalidateQueries({ queryKey: opnameQueryKeys.opname(jenis) });
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? 'Terjadi Kesalahan Saat Request Data');
    } finally {
      setCancelling(false);
    }
  };

  const columns: TableColumnsType<ScanRow> = [
    { title: 'Barcode', dataIndex: 'kode_barcode', width: 110 },
    {
      title: 'Nama Barang',
      dataIndex: 'nama_barang',
      render: (value, row) => (row.pending ? 'Menyimpan...' : value),
    },
    {
      title: 'Berat Timbang',
      dataIndex: 'berat_scan',
      align: 'right',
      render: (value: number | null | undefined) =>
        value === null || value === undefined ? '-' : formatBerat(value),
    },
    {
      title: 'Keterangan',
      key: 'status',
      render: (_, row) => {
        if (row.pending) return <Tag>Menyimpan</Tag>;
        if (row.terdaftar) return <Tag color="success">Sesuai</Tag>;
        return (
          <Tag color="warning">
            Bukan Di Sini: Baki {row.kode_baki} ({row.kode_gudang})
          </Tag>
        );
      },
    },
  ];

  const discan = (first.data?.count ?? opname.discan) + added;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="No Opname">{opname.no_opname}</Descriptions.Item>
        <Descriptions.Item label="Yang Diopname">{opnameTempat(opname)}</Descriptions.Item>
        <Descriptions.Item label="Tanggal">
          {formatTanggal(opname.tgl_system)} · {opname.created_by}
        </Descriptions.Item>
      </Descriptions>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={
          jenis === 'BAKI'
            ? 'Opname buta: jumlah dan berat yang seharusnya ditampilkan setelah opname selesai.'
            : 'Opname buta: berat yang seharusnya dan barang yang belum ditemukan ditampilkan setelah opname selesai.'
        }
      />
      <Form layout="vertical" component="div">
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <ScanInput onScan={onScan} problem={problem} loading={sending > 0} testId="opname-scan" />
          </Col>
          <Col xs={24} md={6}>
            <Form.Item label="Berat Timbang (gr, opsional)" style={{ marginBottom: 12 }}>
              <NumericInput
                data-testid="opname-berat"
                maxDecimals={3}
                value={berat}
                onChange={(event) => setBerat(event.target.value)}
                placeholder="Isi sebelum scan, mis. 3.250"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Statistic
              title="Barang Discan"
              value={discan}
              formatter={(v) => formatNumber(Number(v))}
              data-testid="opname-discan"
            />
          </Col>
        </Row>
      </Form>
      {notice && (
        <Alert
          type="warning"
          showIcon
          title={notice}
          style={{ marginBottom: 12 }}
          data-testid="opname-notice"
        />
      )}
      <Table<ScanRow>
        size="small"
        rowKey="kode_barcode"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={first.isLoading}
        data-testid="opname-scanned"
        locale={{ emptyText: 'Belum ada barang yang discan' }}
      />
      <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
        <Button
          danger
          icon={<StopOutlined />}
          loading={cancelling}
          onClick={() => void batal()}
          data-testid="batal-opname"
        >
          Batalkan Opname
        </Button>
        <Button
          type="primary"
          icon={<CheckCircleOutlined />}
          loading={tutup.isPending}
          disabled={sending > 0}
          onClick={() => void selesai()}
          data-testid="selesai-opname"
        >
          Selesai Opname
        </Button>
      </Flex>
      {otorisasiDialog}
    </>
  );
}
