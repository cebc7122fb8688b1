import { SwapOutlined } from '@ant-design/icons';
import { formatGrams } from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Form, Row } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { SatuBakiAsalCard } from '../components/satu-baki-asal-card';
import { BakiFormItem, GudangFormItem } from '../components/scan-place-fields';
import { type SatuBakiFields, usePindahSatuBaki } from '../components/use-pindah-satu-baki';

/** Pindah Barang Satu Baki: move everything a tray holds to another tray. */
export function PindahBarangSatuBakiPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<SatuBakiFields>();
  const { isi, result, save, saving, differentFromAsal } = usePindahSatuBaki(form);

  const isiKosong = isi.data?.jumlah === 0;
  return (
    <PageCard title={meta?.title ?? 'Pindah Barang Satu Baki'}>
      <NoEnterForm<SatuBakiFields> form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <SatuBakiAsalCard
              isi={isi.data}
              loading={isi.isFetching}
              onBakiChange={() => void form.validateFields(['kode_baki_tujuan']).catch(() => undefined)}
            />
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title="Tujuan">
              <GudangFormItem
                name="kode_gudang_tujuan"
                bakiName="kode_baki_tujuan"
                label="Gudang Tujuan"
                data-testid="gudang-tujuan"
              />
              <BakiFormItem
                name="kode_baki_tujuan"
                gudangName="kode_gudang_tujuan"
                label="Baki Tujuan"
                data-testid="baki-tujuan"
                rules={[differentFromAsal]}
              />
            </Card>
          </Col>
        </Row>
        {result && (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 16 }}
            data-testid="pindah-result"
            title={`Pindah Satu Baki Berhasil - No Ref ${result.no_ref}`}
            description={`${formatNumber(result.jumlah)} barang, ${formatGrams(Math.round(result.berat * 1000))} gr dipindahkan.`}
          />
        )}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SwapOutlined />}
            loading={saving}
            disabled={!isi.data || isiKosong || isi.isFetching}
            data-testid="simpan"
          >
            Pindahkan
          </Button>
        </Flex>
      </NoEnterForm>
    </PageCard>
  );
}
