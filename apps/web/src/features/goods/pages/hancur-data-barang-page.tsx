import { FilePdfOutlined, FireOutlined } from '@ant-design/icons';
import { formatGrams, masterResource } from '@toko/shared';
import { Alert, Button, Col, Flex, Form, Row } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { RefSelect } from '../../../components/master-select/ref-select';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ScanList } from '../components/scan-list';
import { type HancurFields, useHancurBarang } from '../components/use-hancur-barang';

/** Hancur Data Barang: pieces leave stock for good, with a condition and a second user's otorisasi. */
export function HancurDataBarangPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<HancurFields>();
  const { scan, bukti, busy, hancurkan, cetak, otorisasiDialog } = useHancurBarang(form);

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
