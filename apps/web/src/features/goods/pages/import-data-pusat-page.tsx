import { CloseOutlined, ImportOutlined, SelectOutlined } from '@ant-design/icons';
import { formatGrams, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Form, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useKirimDoc } from '../api/get-kirim-barang';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { importDataPusat } from '../api/import-data-pusat';
import { KirimDocDetail } from '../components/kirim-doc-detail';
import { KirimDocTable } from '../components/kirim-doc-table';
import { BakiFormItem, GudangFormItem } from '../components/scan-place-fields';

interface TempatFields {
  kode_gudang?: string;
  kode_baki?: string;
}

/** The head office's shop code: only its shipments are imported whole. */
const KODE_PUSAT = 'PST';

/** Import Data Pusat: take a whole head-office shipment into one tray without scanning. */
export function ImportDataPusatPage() {
  const meta = useRouteMeta();
  const [selected, setSelected] = useState<string>();
  const [done, setDone] = useState<KirimBarangDoc>();
  const doc = useKirimDoc(selected);
  const [form] = Form.useForm<TempatFields>();
  const _gudang = Form.useWatch('kode_gudang', form);
  const mutation = useSaveMutation({
    mutationFn: importDataPusat,
    successText: TEXTS.imported,
    invalidates: [goodsQueryKeys.kirim, goodsQueryKeys.barang],
    onSuccess: (result) => {
      setDone(result);
      setSelected(undefined);
      form.resetFields();
    },
  });

  const submit = async (values: TempatFields) => {
    if (!doc.data) return;
    const ok = await confirmDialog({
      title: 'Import Data Pusat ?',
      content: `${formatNumber(doc.data.jumlah)} barang (${formatGrams(
        Math.round(doc.data.berat * 1000),
      )} gr) dari kiriman ${doc.data.no_kirim} masuk ke Baki ${values.kode_baki} di Gudang ${values.kode_gudang}.`,
      okText: 'Import',
      cancelText: TEXTS.cancel,
    });
    if (!ok) return;
    mutation.mutate({
      no_kirim: doc.data.no_kirim,
      kode_gudang: values.kode_gudang ?? '',
      kode_baki: values.kode_baki ?? '',
    });
  };

  const shown = doc.data && doc.data.no_kirim === selected ? doc.data : undefined;
  return (
    <PageCard title={meta?.title ?? 'Import Data Pusat'}>
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setDone(undefined)}
          style={{ marginBottom: 16 }}
          data-testid="import-result"
          title={`Kiriman ${done.no_kirim} Berhasil Di Import${done.no_terima ? ` - No Terima ${done.no_terima}` : ''}`}
          description={`${formatNumber(done.jumlah)} barang, ${formatGrams(Math.round(done.berat * 1000))} gr.`}
        />
      )}
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Kiriman dari Pusat
      </Typography.Title>
      <KirimDocTable
        data-testid="import-list"
        filter={{ arah: 'MASUK', dari: KODE_PUSAT, status: 'KIRIM' }}
        actions={(row) => (
          <Button
            size="small"
            type={row.no_kirim === selected ? 'primary' : 'default'}
            icon={<SelectOutlined />}
            data-testid={`pilih-${row.no_kirim}`}
            onClick={() => {
              setDone(undefined);
              setSelected(row.no_kirim);
            }}
          >
            Pilih
          </Button>
        )}
      />
      {selected && (
        <Card
          size="small"
          style={{ marginTop: 16 }}
          title={`Kiriman ${selected}`}
          extra={
            <Button icon={<CloseOutlined />} onClick={() => setSelected(undefined)}>
              Batal Pilih
            </Button>
          }
        >
          {shown ? (
            <NoEnterForm<TempatFields> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
              <KirimDocDetail doc={shown} />
              <Row gutter={16} style={{ marginTop: 16 }} align="bottom">
                <Col xs={24} md={8}>
                  <GudangFormItem
                    name="kode_gudang"
                    bakiName="kode_baki"
                    label="Gudang"
                    data-testid="import-gudang"
                  />
                </Col>
                <Col xs={24} md={8}>
                  <BakiFormItem
                    name="kode_baki"
                    gudangName="kode_gudang"
                    label="Baki"
                    data-testid="import-baki"
                  />
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item>
                    <Flex justify="end">
                      <Button
                        type="primary"
                        htmlType="submit"
                        icon={<ImportOutlined />}
                        loading={mutation.isPending}
                        data-testid="import"
                      >
                        Import
                      </Button>
                    </Flex>
                  </Form.Item>
                </Col>
              </Row>
            </NoEnterForm>
          ) : (
            <Spin spinning={doc.isFetching} />
          )}
        </Card>
      )}
    </PageCard>
  );
}
