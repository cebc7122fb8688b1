import { FilePdfOutlined, FireOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type BuktiHancur, formatGrams, masterResource, TEXTS } from '@toko/shared';
import { Alert, Button, Col, Flex, Form, Row } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { RefSelect } from '../../../components/master-select/ref-select';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { confirmDialog, notifyError, notifyInfo, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { hancurBarang } from '../api/hancur-barang';
import { downloadBuktiHancur } from '../components/hancur-bukti-pdf';
import { ScanList } from '../components/scan-list';
import { scannedPieces, scanTotals, useScanList } from '../components/scan-list-state';

interface HancurFields {
  kode_kondisi?: string;
  keterangan?: string;
}

const HANCUR_STATUSES = ['READY', 'BELI'] as const;

/** Hancur Data Barang: pieces leave stock for good, with a condition and a second user's otorisasi. */
export function HancurDataBarangPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<HancurFields>();
  const scan = useScanList({
    // Bought-back gold (BELI) is melted straight from gudang BELI, as the server allows.
    statuses: HANCUR_STATUSES,
    // Pieces made for a customer's order only leave by collecting the order.
    refuse: (barang) =>
      barang.no_pesanan
        ? `Barang ${barang.kode_barcode} dibuat untuk pesanan ${barang.no_pesanan}`
        : undefined,
  });
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [bukti, setBukti] = useState<BuktiHancur>();
  const [busy, setBusy] = useState(false);
  const namaToko = session?.user.nama_toko ?? '';

  const cetak = async (data: BuktiHancur) => {
    try {
      await downloadBuktiHancur(data, namaToko);
    } catch (error) {
      console.error(error);
      notifyError(WEB_TEXTS.hancur.pdfGagal);
    }
  };

  const hancurkan = async (values: HancurFields) => {
    if (scan.items.length === 0) {
      scan.setProblem(WEB_TEXTS.hancur.belumDiscan);
      return;
    }
    const totals = scanTotals(scan.items);
    const ringkas = `${formatNumber(totals.jumlah)} barang, ${formatGrams(totals.beratMg)} gr`;
    const ok = await confirmDialog({
      title: 'Apakah Anda Yakin Ingin Menghancurkan Barang ?',
      content: `${ringkas} dengan kondisi ${values.kode_kondisi} akan dihancurkan dan keluar dari stock.`,
      okText: 'Hancurkan',
      cancelText: TEXTS.cancel,
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const result = await requestOtorisasi({
        title: 'Otorisasi Hancur Barang',
        description: <Alert type="warning" showIcon title={`Hancur ${ringkas}`} />,
        send: (otorisasi) =>
          hancurBarang({
            kode_kondisi: values.kode_kondisi ?? '',
            keterangan: values.keterangan ?? '',
            items: scannedPieces(scan.items),
            otorisasi,
          }),
      });
      if (!result) return;
      notifySuccess(TEXTS.saved);
      setBukti(result);
      scan.clear();
      form.setFieldValue('keterangan', '');
      void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.barang });
      void queryClient.invalidateQueries({ queryKey: goodsQueryKeys.hancur });
      await cetak(result);
    } catch (error) {
      const message = apiErrorMessage(error);
      notifyInfo(message ?? TEXTS.saveError);
      if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageCard title={meta?.title ?? 'Hancur Data Barang'}>
      <NoEnterForm<HancurFields> form={form} layout="vertical" requiredMark={false} onFinish={hancurkan}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="kode_kondisi"
              label="Kondisi Barang"
              rules={[{ required: true, message: 'Kondisi Barang Harus Diisi' }]}
            >
              <RefSelect
                master={masterResource('kondisi-barang')}
                label="Kondisi Barang"
                data-testid="kondisi-barang"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="keterangan" label="Keterangan">
              <UpperCaseInput maxLength={300} data-testid="keterangan" />
            </Form.Item>
          </Col>
        </Row>
        <ScanList scan={scan} disabled={busy} />
        {bukti && (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 16 }}
            data-testid="hancur-result"
            title={`Hancur Barang Berhasil - No Hancur ${bukti.no_hancur}`}
            description={`${formatNumber(bukti.jumlah)} barang, ${formatGrams(
              Math.round(bukti.berat * 1000),
            )} gr. Diotorisasi oleh ${bukti.otorisasi_oleh}.`}
            action={
              <Button icon={<FilePdfOutlined />} onClick={() => void cetak(bukti)} data-testid="cetak-bukti">
                Cetak Bukti Hancur Barang
              </Button>
            }
          />
        )}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            danger
            type="primary"
            htmlType="submit"
            icon={<FireOutlined />}
            loading={busy}
            disabled={scan.items.length === 0}
            data-testid="hancurkan"
          >
            Hancurkan
          </Button>
        </Flex>
      </NoEnterForm>
      {otorisasiDialog}
    </PageCard>
  );
}
