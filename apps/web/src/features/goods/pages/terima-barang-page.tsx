import { FolderOpenOutlined } from '@ant-design/icons';
import { formatGrams, type KirimBarangDoc } from '@toko/shared';
import { Alert, Button, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { PageCard } from '../../../components/page/page-card';
import { formatNumber } from '../../../lib/format';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useKirimDoc } from '../api/get-kirim-barang';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { terimaBarang } from '../api/terima-barang';
import { tolakKirim } from '../api/tolak-kirim';
import { KirimDocTable } from '../components/kirim-doc-table';
import { KirimTerimaForm } from '../components/kirim-terima-form';
import { KirimTolakModal } from '../components/kirim-tolak-modal';

/** Terima Barang: take in a shipment from another shop, scanning every piece of it. */
export function TerimaBarangPage() {
  const meta = useRouteMeta();
  const [selected, setSelected] = useState<string>();
  const [done, setDone] = useState<KirimBarangDoc>();
  const doc = useKirimDoc(selected);
  const afterWrite = (result: KirimBarangDoc) => {
    setDone(result);
    setSelected(undefined);
  };
  const terima = useSaveMutation({
    mutationFn: terimaBarang,
    invalidates: [goodsQueryKeys.kirim, goodsQueryKeys.barang],
    onSuccess: afterWrite,
  });
  const [tolakOpen, setTolakOpen] = useState(false);
  const tolak = useSaveMutation({
    mutationFn: tolakKirim,
    invalidates: [goodsQueryKeys.kirim],
    onSuccess: (result) => {
      setTolakOpen(false);
      afterWrite(result);
    },
  });

  return (
    <PageCard title={meta?.title ?? 'Terima Barang'}>
      {done && (
        <Alert
          type={done.status === 'TERIMA' ? 'success' : 'warning'}
          showIcon
          closable
          onClose={() => setDone(undefined)}
          style={{ marginBottom: 16 }}
          data-testid="terima-result"
          title={
            done.status === 'TERIMA'
              ? `Kiriman ${done.no_kirim} Diterima${done.no_terima ? ` - No Terima ${done.no_terima}` : ''}`
              : `Kiriman ${done.no_kirim} Ditolak`
          }
          description={`${formatNumber(done.jumlah)} barang, ${formatGrams(Math.round(done.berat * 1000))} gr dari ${
            done.kode_toko_asal
          }.`}
        />
      )}
      {selected ? (
        doc.data && doc.data.no_kirim === selected ? (
          <KirimTerimaForm
            key={selected}
            doc={doc.data}
            sending={terima.isPending}
            onTerima={(body) => terima.mutate({ no_kirim: selected, ...body })}
            onTolak={() => setTolakOpen(true)}
            onClose={() => setSelected(undefined)}
          />
        ) : (
          <Spin spinning={doc.isFetching} />
        )
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Kiriman Masuk
          </Typography.Title>
          <KirimDocTable
            data-testid="terima-list"
            filter={{ arah: 'MASUK', status: 'KIRIM' }}
            actions={(row) => (
              <Button
                size="small"
                type="primary"
                icon={<FolderOpenOutlined />}
                data-testid={`buka-${row.no_kirim}`}
                onClick={() => {
                  setDone(undefined);
                  setSelected(row.no_kirim);
                }}
              >
                Buka
              </Button>
            )}
          />
        </>
      )}
      <KirimTolakModal
        noKirim={tolakOpen ? selected : undefined}
        sending={tolak.isPending}
        onTolak={(alasan) => selected && tolak.mutate({ no_kirim: selected, alasan })}
        onCancel={() => setTolakOpen(false)}
      />
    </PageCard>
  );
}
