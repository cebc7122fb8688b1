import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { formatGrams } from '@toko/shared';
import { Alert, Button, Divider, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { KirimDocModal } from '../components/kirim-doc-modal';
import { KirimDocTable } from '../components/kirim-doc-table';
import { KirimTujuanFields } from '../components/kirim-tujuan-fields';
import { ScanList } from '../components/scan-list';
import { type KirimFields, useKirimBarang } from '../components/use-kirim-barang';

/** Kirim Barang ke Cabang: scanned pieces leave this shop, in transit to another one. */
export function KirimBarangKecabangPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<KirimFields>();
  const { scan, sent, kirim, sending } = useKirimBarang(form);
  const [detail, setDetail] = useState<string>();

  return (
    <PageCard title={meta?.title ?? 'Kirim Barang Ke Cabang'}>
      <NoEnterForm<KirimFields> form={form} layout="vertical" requiredMark={false} onFinish={kirim}>
        <KirimTujuanFields />
        <ScanList scan={scan} disabled={sending} />
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
            loading={sending}
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
