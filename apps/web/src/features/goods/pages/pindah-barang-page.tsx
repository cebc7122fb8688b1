import { SaveOutlined } from '@ant-design/icons';
import {
  type Barang,
  formatGrams,
  type PindahBarang,
  type SortirPembelian,
  type TujuanSortir,
} from '@toko/shared';
import { Alert, Button, Flex, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { PageCard } from '../../../components/page/page-card';
import { notifyInfo } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { type PindahResult, pindahBarang } from '../api/pindah-barang';
import { ScanList } from '../components/scan-list';
import { scannedPieces, scanTotals, useScanList } from '../components/scan-list-state';
import { TujuanPlaceFields } from '../components/tujuan-place-fields';

interface TujuanFields {
  tujuan_sortir?: TujuanSortir;
  kode_gudang_tujuan?: string;
  kode_baki_tujuan?: string;
}

/** What sets a screen of scanned pieces moving to one tray apart from another. */
export interface PindahScreenConfig {
  title: string;
  /** Sends the pieces and the destination; answers the receipt. */
  save: (body: PindahBarang & Pick<SortirPembelian, 'tujuan_sortir'>) => Promise<PindahResult>;
  /** Sorting asks where the pieces go: back on sale, re-plating or melting (Jual Kembali first). */
  tujuanSortir?: boolean;
  /** What the pieces must be to join the list (READY unless said). */
  statuses?: readonly string[];
  /** Checks on the destination gudang beyond "required". */
  gudangRules?: Rule[];
}

/** Pindah Barang: scan pieces and move them to another gudang and tray. */
export function PindahBarangPage() {
  return <PindahScreen title="Pindah Barang" save={pindahBarang} />;
}

/**
 * Scanned pieces moved to one destination tray: Pindah Barang, and Sortir Pembelian
 * (bought-back gold put back on sale).
 */
export function PindahScreen({ title, save: send, statuses, gudangRules, tujuanSortir }: PindahScreenConfig) {
  const meta = useRouteMeta();
  const [form] = Form.useForm<TujuanFields>();
  const gudang = Form.useWatch('kode_gudang_tujuan', form);
  const baki = Form.useWatch('kode_baki_tujuan', form);
  const scan = useScanList({ statuses });
  const [result, setResult] = useState<PindahResult>();
  const mutation = useSaveMutation({
    mutationFn: send,
    invalidates: [goodsQueryKeys.barang],
    onSuccess: (data) => {
      setResult(data);
      scan.clear();
    },
  });

  const atTujuan = (barang: Barang) =>
    gudang && baki && barang.kode_gudang === gudang && barang.kode_baki === baki
      ? WEB_TEXTS.pindah.sudahDiTujuan
      : undefined;

  const save = (values: TujuanFields) => {
    if (scan.items.length === 0) {
      scan.setProblem(WEB_TEXTS.pindah.belumDiscan);
      return;
    }
    if (scan.items.some(atTujuan)) {
      notifyInfo(WEB_TEXTS.pindah.adaDiTujuan);
      return;
    }
    setResult(undefined);
    mutation.mutate(
      {
        items: scannedPieces(scan.items),
        kode_gudang_tujuan: values.kode_gudang_tujuan ?? '',
        kode_baki_tujuan: values.kode_baki_tujuan ?? '',
        ...(tujuanSortir ? { tujuan_sortir: values.tujuan_sortir ?? 'JUAL' } : {}),
      },
      {
        onError: (error) => {
          const message = apiErrorMessage(error);
          if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
        },
      },
    );
  };

  const totals = scanTotals(scan.items);
  return (
    <PageCard title={meta?.title ?? title}>
      <NoEnterForm<TujuanFields>
        form={form}
        layout="vertical"
        onFinish={save}
        requiredMark={false}
        initialValues={tujuanSortir ? { tujuan_sortir: 'JUAL' } : undefined}
      >
        <TujuanPlaceFields tujuanSortir={tujuanSortir} gudangRules={gudangRules} md={8} />
        <ScanList
          scan={scan}
          // The column appears only when there is something to say.
          rowProblem={scan.items.some(atTujuan) ? atTujuan : undefined}
          disabled={mutation.isPending}
        />
        {result && (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 16 }}
            data-testid="pindah-result"
            title={`${title} Berhasil - No Ref ${result.no_ref}`}
            description={`${result.jumlah} barang, ${formatGrams(Math.round(result.berat * 1000))} gr dipindahkan.`}
          />
        )}
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined />}
            loading={mutation.isPending}
            disabled={totals.jumlah === 0}
            data-testid="simpan"
          >
            Simpan
          </Button>
        </Flex>
      </NoEnterForm>
    </PageCard>
  );
}
