import { type MasterRecord, masterResource } from '@toko/shared';
import { useCallback } from 'react';
import { useMasterActive } from '../../../components/master-select/get-master-active';

export const KODE_TRANSAKSI = masterResource('kode-transaksi');

/** A reason of master Kode Transaksi: money into (MASUK) or out of (KELUAR) the till. */
export interface KodeTransaksi {
  kode_transaksi: string;
  nama_transaksi: string;
  jenis_transaksi: string;
}

export function toKodeTransaksi(record: MasterRecord): KodeTransaksi {
  return {
    kode_transaksi: String(record.kode_transaksi ?? ''),
    nama_transaksi: String(record.nama_transaksi ?? ''),
    jenis_transaksi: String(record.jenis_transaksi ?? ''),
  };
}

/**
 * The active Kode Transaksi of the shop, and the name of a cash-book category: a manual
 * entry is filed under its code (MODAL), the other areas' rows under their own words.
 */
export function useKodeTransaksi(): {
  list: KodeTransaksi[];
  loading: boolean;
  find: (kode: string) => KodeTransaksi | undefined;
} {
  const { data, isLoading } = useMasterActive(KODE_TRANSAKSI);
  const list = (data ?? []).map(toKodeTransaksi);
  const find = useCallback(
    (kode: string) => (data ?? []).map(toKodeTransaksi).find((row) => row.kode_transaksi === kode),
    [data],
  );
  return { list, loading: isLoading, find };
}
