import { SwapOutlined } from '@ant-design/icons';
import { formatGrams } from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Form, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { useIsiBaki } from '../api/get-isi-baki';
import { goodsQueryKeys } from '../api/goods-query-keys';
import type { PindahResult } from '../api/pindah-barang';
import { pindahSatuBaki } from '../api/pindah-satu-baki';
import { BakiFormItem, GudangFormItem } from '../components/scan-place-fields';

interface SatuBakiFields {
  kode_gudang?: string;
  kode_baki?: string;
  kode_gudang_tujuan?: string;
  kode_baki_tujuan?: string;
}

/** Pindah Barang Satu Baki: move everything a tray holds to another tray. */
export function PindahBarangSatuBakiPage() {
  const meta = useRouteMeta();
  const [form] = Form.useForm<SatuBakiFields>();
  const gudang = Form.useWatch('kode_gudang', form);
  const baki = Form.useWatch('kode_baki', form);
  const isi = useIsiBaki(gudang, baki);
  const [result, setResult] = useState<PindahResult>();
  const mutation = useSaveMutation({
    mutationFn: pindahSatuBaki,
    invalidates: [goodsQueryKeys.barang],
    onSuccess: (data) => setResult(data),
  });

  const save = async (values: SatuBakiFields) => {
    const shown = isi.data;
    if (!shown || shown.jumlah === 0) return;
    const ok = await confirmDialog({
      title: 'Pindahkan Satu Baki ?',
      content: `Seluruh isi Baki ${values.kode_baki} (${formatNumber(shown.jumlah)} barang, ${formatGrams(
        Math.round(shown.berat * 1000),
      )} gr) dipindahkan ke Baki ${values.kode_baki_tujuan} di Gudang ${values.kode_gudang_tujuan}.`,
      okText: 'Pindahkan',
    });
    if (!ok) return;
    setResult(undefined);
    mutation.mutate(
      {
        kode_gudang: values.kode_gudang ?? '',
        kode_baki: values.kode_baki ?? '',
        kode_gudang_tujuan: values.kode_gudang_tujuan ?? '',
        kode_baki_tujuan: values.kode_baki_tujuan ?? '',
        jumlah: shown.jumlah,
        berat: shown.berat,
      },
      // The tray changed meanwhile (or was just emptied): show what it holds now.
      { onSettled: () => void isi.refetch() },
    );
  };

  const differentFromAsal = {
    validator: async (_rule: unknown, value: unknown) => {
      const values = form.getFieldsValue();
      if (value && value === values.kode_baki && values.kode_gudang_tujuan === values.kode_gudang) {
        throw new Error(WEB_TEXTS.satuBaki.sama);
      }
    },
  };

  const isiKosong = isi.data?.jumlah === 0;
  return (
    <PageCard title={meta?.title ?? 'Pindah Barang Satu Baki'}>
      <NoEnterForm<SatuBakiFields> form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card size="small" title="Asal">
              <GudangFormItem
                name="kode_gudang"
                bakiName="kode_baki"
                label="Gudang Asal"
                data-testid="gudang-asal"
              />
              <BakiFormItem
                name="kode_baki"
                gudangName="kode_gudang"
                label="Baki Asal"
                data-testid="baki-asal"
                onChange={() => void form.validateFields(['kode_baki_tujuan']).catch(() => undefined)}
              />
              <Row gutter={16}>
                <Col span={12}>
                  <Statistic
                    title="Jumlah Barang"
                    loading={isi.isFetching}
                    value={isi.data ? formatNumber(isi.data.jumlah) : '-'}
                    valueRender={(node) => <span data-testid="isi-jumlah">{node}</span>}
                  />
                </Col>
                <Col span={12}>
                  <Statistic
                    title="Berat (gr)"
                    loading={isi.isFetching}
                    value={isi.data ? formatGrams(Math.round(isi.data.berat * 1000)) : '-'}
                    valueRender={(node) => <span data-testid="isi-berat">{node}</span>}
                  />
                </Col>
              </Row>
              {isiKosong && (
                <Alert type="warning" showIcon style={{ marginTop: 12 }} title={WEB_TEXTS.satuBaki.kosong} />
              )}
            </Card>
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
            loading={mutation.isPending}
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
