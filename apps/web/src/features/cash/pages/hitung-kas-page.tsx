import { useQueryClient } from '@tanstack/react-query';
import { type HitungKasStatus, jumlahHitung, type KodePecahan } from '@toko/shared';
import { Alert, Button, Card, Col, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useOtorisasi, withConsent } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { ApiError, messageOf } from '../../../lib/api-client';
import { formatTanggal } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { WEB_TEXTS } from '../../../texts';
import { cashQueryKeys } from '../api/cash-query-keys';
import { simpanHitungKas, useHitungKas } from '../api/hitung-kas';
import { type Lembar, PecahanKasTable } from '../components/pecahan-kas-table';
import { RingkasanHitungKas, selisihText } from '../components/ringkasan-hitung-kas';

const TEXTS = WEB_TEXTS.hitungKas;

/**
 * Hitung Kas (issue 29): the clerk counts the drawer note by note before Tutup Toko, sees the
 * book beside it and the difference, and saves. A difference (or a recount that moves the
 * book) asks a supervisor's otorisasi; the server books it as SELISIH KAS so the book equals
 * the drawer. A recount starts from the last count's pieces.
 */
export function HitungKasPage() {
  const meta = useRouteMeta();
  const query = useHitungKas();
  const queryClient = useQueryClient();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [lembar, setLembar] = useState<Lembar>({});
  const [lainLain, setLainLain] = useState(0);
  const [saving, setSaving] = useState(false);
  const status = query.data;
  const last = status?.hitungan;

  // The last count's pieces are the starting point of a recount.
  useEffect(() => {
    if (!last) return;
    setLembar(last.pecahan);
    setLainLain(last.lain_lain);
  }, [last]);

  const dihitung = jumlahHitung(lembar, lainLain);

  const simpan = async (current: HitungKasStatus) => {
    const selisih = dihitung - current.kas_buku;
    const body = { kas_buku: current.kas_buku, pecahan: lembar, lain_lain: lainLain };
    setSaving(true);
    try {
      const saved = await withConsent(
        selisih !== 0 || selisih !== current.selisih_tercatat,
        () => simpanHitungKas(body),
        () =>
          requestOtorisasi({
            title: TEXTS.otorisasiJudul,
            description: TEXTS.otorisasiKeterangan(selisihText(selisih)),
            send: (otorisasi) => simpanHitungKas({ ...body, otorisasi }),
          }),
      );
      if (!saved) return;
      // The answer is the screen's new state; the rest of the cash screens (balances, the
      // book, which now holds the SELISIH KAS entry) ask again.
      queryClient.setQueryData(cashQueryKeys.hitungKas, saved);
      await queryClient.invalidateQueries({
        queryKey: cashQueryKeys.all,
        predicate: (cached) => cached.queryKey[1] !== cashQueryKeys.hitungKas[1],
      });
      notifySuccess(TEXTS.tersimpan);
    } catch (error) {
      notifyError(messageOf(error));
      // The book moved meanwhile (409): show the new figure to count against.
      if (error instanceof ApiError && error.status === 409) await query.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageCard title={meta?.title ?? 'Hitung Kas'}>
      {query.isError && <Alert type="error" showIcon title={messageOf(query.error)} />}
      {!status ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={14}>
            <Card size="small" title={TEXTS.uangDiLaci}>
              <PecahanKasTable
                lembar={lembar}
                lainLain={lainLain}
                onLembar={(kode: KodePecahan, jumlah) => setLembar((now) => ({ ...now, [kode]: jumlah }))}
                onLainLain={setLainLain}
                disabled={saving}
              />
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card size="small" title={TEXTS.kasBuku(formatTanggal(status.tanggal))}>
              <RingkasanHitungKas status={status} dihitung={dihitung} />
              <Alert
                style={{ marginTop: 12 }}
                type="info"
                showIcon
                title={status.wajib ? TEXTS.wajib : TEXTS.tidakWajib}
              />
              <Button
                type="primary"
                block
                style={{ marginTop: 16 }}
                loading={saving}
                onClick={() => void simpan(status)}
                data-testid="hitung-kas-simpan"
              >
                {TEXTS.simpan}
              </Button>
            </Card>
          </Col>
        </Row>
      )}
      {otorisasiDialog}
    </PageCard>
  );
}
