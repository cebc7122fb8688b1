import type { ScanOpnameResult, StockOpname } from '@toko/shared';
import { useMemo, useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useScanned } from '../api/get-scanned';
import type { JenisOpname } from '../api/opname-paths';
import { scanOpname } from '../api/scan-opname';

/** Rows shown under the scan field: the newest scans of this opname. */
const SHOWN = 50;

export interface ScanRow extends Partial<ScanOpnameResult> {
  kode_barcode: string;
  /** Sent, not answered yet: shown at once so a fast scanner never waits for the list. */
  pending?: boolean;
}

/**
 * The scans of a running opname: the newest read once, then each scan's answer added here
 * (the list is never read again per scan), with the scale reading that goes with the next scan.
 */
export function useOpnameScan(jenis: JenisOpname, opname: StockOpname) {
  const first = useScanned(jenis, opname.id, SHOWN);
  const [recent, setRecent] = useState<ScanRow[]>([]);
  const [added, setAdded] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [berat, setBerat] = useState('');
  const inFlight = useRef(0);
  const [sending, setSending] = useState(0);

  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: ScanRow[] = [];
    for (const row of [...recent, ...(first.data?.data ?? [])]) {
      if (seen.has(row.kode_barcode)) continue;
      seen.add(row.kode_barcode);
      out.push(row);
    }
    return out.slice(0, SHOWN);
  }, [recent, first.data]);

  const onScan = async (text: string) => {
    const kode = text.padStart(8, '0');
    const beratTimbang = berat ? Number(berat) : null;
    setBerat('');
    setProblem(undefined);
    setNotice(undefined);
    setRecent((current) => [
      { kode_barcode: kode, pending: true },
      ...current.filter((r) => r.kode_barcode !== kode),
    ]);
    inFlight.current += 1;
    setSending(inFlight.current);
    try {
      const result = await scanOpname(jenis, opname.id, { kode_barcode: kode, berat_timbang: beratTimbang });
      setRecent((current) => current.map((row) => (row.kode_barcode === kode ? result : row)));
      if (result.sudah_discan) setNotice(`Barcode ${kode} sudah discan sebelumnya, dihitung satu kali`);
      else setAdded((n) => n + 1);
    } catch (error) {
      setRecent((current) => current.filter((row) => !(row.kode_barcode === kode && row.pending)));
      setProblem(apiErrorMessage(error) ?? 'Scan gagal, silahkan scan ulang');
    } finally {
      inFlight.current -= 1;
      setSending(inFlight.current);
    }
  };

  return {
    rows,
    loading: first.isLoading,
    discan: (first.data?.count ?? opname.discan) + added,
    onScan,
    /** Scans sent and not answered yet. */
    sending: sending > 0,
    problem,
    notice,
    berat,
    setBerat,
  };
}
