import { SelectOutlined } from '@ant-design/icons';
import { formatGrams, type KirimBarangDoc, TEXTS } from '@toko/shared';
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { confirmDialog } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useKirimDoc } from '../api/get-kirim-barang';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { importDataPusat } from '../api/import-data-pusat';
import { ImportPusatKirimanCard, type ImportTempatFields } from '../components/import-pusat-kiriman-card';
import { ImportPusatResult } from '../components/import-pusat-result';
import { KirimDocTable } from '../components/kirim-doc-table';

/** The head office's shop code: only its shipments are imported whole. */
const KODE_PUSAT = 'PST';

/** Import Data Pusat: take a whole head-office shipment into one tray without scanning. */
export function ImportDataPusatPage() {
  const meta = useRouteMeta();
  const [selected, setSelected] = useState<string>();
  const [done, setDone] = useState<KirimBarangDoc>();
  const doc = useKirimDoc(selected);
  const [form] = Form.useForm<ImportTempatFields>();
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

  const submit = async (values: ImportTempatFields) => {
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
      {done && <ImportPusatResult done={done} onClose={() => setDone(undefined)} />}
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
        <ImportPusatKirimanCard
          noKirim={selected}
          doc={shown}
          loading={doc.isFetching}
          form={form}
          onSubmit={submit}
          importing={mutation.isPending}
          onCancel={() => setSelected(undefined)}
        />
      )}
    </PageCard>
  );
}
