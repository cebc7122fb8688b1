import { type BuktiCucian, formatGrams, TEXTS } from '@toko/shared';
import { Alert } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { WEB_TEXTS } from '../../../texts';
import { useSimpanCucian, useToleransiSusut } from '../api/cucian';
import { type CucianLine, cucianItems, linesPerluOtorisasi, linesTotals, readyWeights } from './cucian-lines';
import { useScanList } from './scan-list-state';

/** Bought-back gold waits in gudang BELI with status BELI until it is sorted. */
const BELI_STATUSES = ['BELI'] as const;

/** What the authorising user is shown: which pieces lost more than the tolerance, and the total. */
function SusutAlert({
  lines,
  perlu,
  toleransiMg,
}: {
  lines: readonly CucianLine[];
  perlu: readonly string[];
  toleransiMg: number;
}) {
  const totals = linesTotals(lines);
  return (
    <Alert
      type="warning"
      showIcon
      title={`Susut melebihi toleransi ${formatGrams(toleransiMg)} gr: ${perlu.join(', ')}`}
      description={`Total susut ${formatGrams(totals.susut)} gr dari ${totals.jumlah} barang.`}
    />
  );
}

/**
 * The washing screen's state: the pieces scanned or picked from gudang BELI, the weight
 * typed after washing for each, and the save, which asks for otorisasi when a loss is
 * above the tolerance. One idempotency key per document, kept across retries.
 */
export function useCucian(onSaved: (bukti: BuktiCucian) => void) {
  const scan = useScanList({ statuses: BELI_STATUSES });
  const [sesudah, setSesudah] = useState<Record<string, string>>({});
  const toleransi = useToleransiSusut();
  const toleransiMg = toleransi.data ?? 0;
  const simpan = useSimpanCucian();
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const key = useRef(newIdempotencyKey());
  const lines: CucianLine[] = scan.items.map((barang) => ({
    barang,
    sesudah: sesudah[barang.kode_barcode] ?? '',
  }));

  const pick = async (barcodes: readonly string[]) => {
    // One after another: each is checked against the list as it grows.
    for (const kode of barcodes) await scan.scan(kode);
  };

  const send = async (keterangan: string) => {
    const body = { idempotency_key: key.current, keterangan, items: cucianItems(lines) };
    const perlu = linesPerluOtorisasi(lines, toleransiMg);
    if (perlu.length === 0) return simpan.mutateAsync(body);
    return requestOtorisasi({
      title: 'Otorisasi Susut Cucian',
      description: <SusutAlert lines={lines} perlu={perlu} toleransiMg={toleransiMg} />,
      send: (otorisasi) => simpan.mutateAsync({ ...body, otorisasi }),
    });
  };

  const save = async (keterangan: string) => {
    if (lines.length === 0) return scan.setProblem(TEXTS.barangHarusDiscan);
    if (!readyWeights(lines)) return notifyInfo(WEB_TEXTS.cucian.adaMasalah);
    try {
      const bukti = await send(keterangan);
      if (!bukti) return;
      notifySuccess(TEXTS.saved);
      key.current = newIdempotencyKey();
      scan.clear();
      setSesudah({});
      onSaved(bukti);
    } catch (error) {
      const message = apiErrorMessage(error);
      notifyInfo(message ?? TEXTS.saveError);
      if (message && (error as { status?: number }).status === 409) scan.dropStale(message);
    }
  };

  return {
    scan,
    lines,
    toleransiMg,
    toleransiReady: toleransi.data !== undefined,
    saving: simpan.isPending,
    setSesudah: (kode: string, text: string) => setSesudah((current) => ({ ...current, [kode]: text })),
    pick,
    save,
    otorisasiDialog,
  };
}
