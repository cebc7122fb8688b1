import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { formatGrams, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { Alert, Button, Col, Divider, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { useNoKirim } from '../api/get-no-kirim';
import { useTokoOptions } from '../api/get-toko-options';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { kirimBarang } from '../api/kirim-barang';
import { KirimDocModal } from '../components/kirim-doc-modal';
import { KirimDocTable } from '../components/kirim-doc-table';
import { ScanList } from '../components/scan-list';
import { scannedPieces, scanTotals, useScanList } from '../components/scan-list-state';

interface KirimFields {
  kode_toko_tujuan?: string;
  keterangan?: string;
}

/** Kirim Barang ke Cabang: scanned pieces leave this shop, in transit to another one. */
export function KirimBarangKecabangPage() {
  const meta = useRouteMeta();
  const session = useSession();
  const [form] = Form.useForm<KirimFields>();
  const noKirim = useNoKirim();
  const toko = useTokoOptions();
  const scan = useScanList({
    refuse: (barang) =>
      barang.no_pesanan
        ? `Barang ${barang.kode_barcode} dibuat untuk pesanan ${barang.no_pesanan}`
        : undefined,
  });
  const [sent, setSent] = useState<KirimBarangDoc>();
  const [detail, setDetail] = useState<string>();
  const mutation = useSaveMutation({
    mutationFn: kirimBarang,
    invalidates: [goodsQueryKeys.barang, goodsQueryKeys.kirim],
    onSuccess: (doc) => {
      setSent(doc);
      scan.clear();
      form.resetFields();
    },
  });

  const ownShop = session?.user.kode_toko;
  const tujuanOptions = (toko.data ?? [])
    .filter((shop) => shop.kode_toko !== ownShop)
    .map((shop) => ({ value: shop.kode_toko, label: `${shop.kode_toko} - ${shop.nama_toko}` }));

  const kirim = async (values: KirimFields) => {
    if (scan.items.length === 0) {
      scan.setProblem(WEB_TEXTS.kirim.belumDiscan);
      return;
    }
    const totals = scanTotals(scan.items);
    const ok = await confirmDialog({
      title: 'Kirim Barang ?',
      content: `${formatNumber(totals.jumlah)} barang (${formatGrams(totals.beratMg)} gr) dikirim ke ${
        values.kode_toko_tujuan
      }.`,
      okText: 'Kirim',
      cancelText: TEXTS.cancel,
    });
    if (!ok) return;
    setSent(undefined);
    mutation.mutate(
      {
        kode_toko_tujuan: values.kode_toko_tujuan ?? '',
        keterangan: values.keterangan ?? '',
        items: scannedPieces(scan.items),
      },
      {
        onError: (error) => {
          const message = apiErrorMessage(error);
          if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
        },
      },
    );
  };

  return (
    <PageCard title={meta?.title ?? 'Kirim Barang Ke Cabang'}>
      <NoEnterForm<KirimFields> form={form} layout="vertical" requiredMark={false} onFinish={kirim}>
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item label="No Kirim">
              <Input value={noKirim.data ?? ''} readOnly data-testid="no-kirim" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="kode_toko_tujuan"
              label="Toko Tujuan"
              rules={[{ required: true, message: 'Toko Tujuan Harus Diisi' }]}
            >
              <Select
                data-testid="toko-tujuan"
                options={tujuanOptions}
                loading={toko.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Pilih Toko Tujuan"
                notFoundContent={TEXTS.noData}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="keterangan" label="Keterangan">
              <UpperCaseInput maxLength={300} data-testid="keterangan" />
            </Form.Item>
          </Col>
        </Row>
        <ScanList scan={scan} disabled={mutation.isPending} />
        {sent && (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 16 }}
            data-testid="kirim-result"
            title={`Kirim Barang Berhasil - No Kirim ${sent.no_kirim}`}
            description={`${formatNumber(sent.jumlah)} barang, ${formatGrams(Math.round(sent.berat * 1000))} gr ke ${
              sent.kode_toko_tujuan
            }. Status KIRIM sampai diterima toko tujuan.`}
          />
        )}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SendOutlined />}
            loading={mutation.isPending}
            disabled={scan.items.length === 0}
            data-testid="simpan"
          >
            Kirim Barang
          </Button>
        </Flex>
      </NoEnterForm>

      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Daftar Kiriman
      </Typography.Title>
      <KirimDocTable
        data-testid="kirim-list"
        filter={{ arah: 'KELUAR' }}
        actions={(doc) => (
          <Button size="small" icon={<EyeOutlined />} onClick={() => setDetail(doc.no_kirim)}>
            Detail
          </Button>
        )}
      />
      <KirimDocModal noKirim={detail} onClose={() => setDetail(undefined)} />
    </PageCard>
  );
}
