import { type HargaEmasRow, isHargaEmasBelumDiinput, TEXTS } from '@toko/shared';
import { useState } from 'react';
import { formatTanggal } from '../../../../lib/format';
import { confirmDialog, notifyInfo } from '../../../../lib/notify';
import { useHargaEmasByTanggal } from '../api/get-harga-emas-by-tanggal';
import { useSaveHargaEmas } from '../api/save-harga-emas';
import { type Draft, draftOf, type PriceField, problemsOf, sameDraft } from './harga-emas-draft';
import { NOTHING_CHANGED } from './harga-emas-texts';

/** The form's state: the date on screen, the prices changed on it, and their save. */
export function useHargaEmasDrafts(tglSystem: string) {
  const [tanggal, setTanggal] = useState(tglSystem);
  const isToday = tanggal === tglSystem;
  const { data: rows, isFetching, isPending } = useHargaEmasByTanggal(tanggal);
  const { data: todayRows } = useHargaEmasByTanggal(tglSystem);
  // Only what the user changed; every other row shows its starting price.
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [submitted, setSubmitted] = useState(false);
  const mutation = useSaveHargaEmas(() => {
    setDrafts({});
    setSubmitted(false);
  });

  /** The price a row starts from: its own, or for a later date without one, today's. */
  const startOf = (row: HargaEmasRow): Draft => {
    if (row.sumber === 'MASTER' && !isToday) {
      const current = todayRows?.find((today) => today.kode_group === row.kode_group);
      if (current) return draftOf(current);
    }
    return draftOf(row);
  };
  const currentOf = (row: HargaEmasRow): Draft => drafts[row.kode_group] ?? startOf(row);
  const isChanged = (row: HargaEmasRow) => !sameDraft(currentOf(row), startOf(row));
  const changed = (rows ?? []).some(isChanged);
  const notEnteredYet = isToday && (rows ?? []).some(isHargaEmasBelumDiinput);

  /** A field's message, once the row was touched or a save was tried. */
  const problemOf = (row: HargaEmasRow, field: PriceField) => {
    const showProblem = submitted || drafts[row.kode_group] !== undefined;
    return showProblem ? problemsOf(row, currentOf(row))[field] : undefined;
  };

  const edit = (row: HargaEmasRow, field: PriceField, digits: string) =>
    setDrafts((current) => ({
      ...current,
      [row.kode_group]: { ...(current[row.kode_group] ?? startOf(row)), [field]: digits },
    }));

  const changeTanggal = async (next: string | null) => {
    if (!next || next === tanggal) return;
    if (changed) {
      const leave = await confirmDialog({
        title: 'Perubahan Belum Disimpan',
        content: `Harga yang sudah diubah untuk ${formatTanggal(tanggal)} belum disimpan. Tetap pindah tanggal?`,
        okText: 'Pindah Tanggal',
        cancelText: TEXTS.cancel,
      });
      if (!leave) return;
    }
    setDrafts({});
    setSubmitted(false);
    setTanggal(next);
  };

  const save = () => {
    if (!rows || rows.length === 0) return;
    setSubmitted(true);
    if (rows.some((row) => Object.keys(problemsOf(row, currentOf(row))).length > 0)) return;
    const toSave = isToday ? rows : rows.filter((row) => row.sumber === 'HARIAN' || isChanged(row));
    if (toSave.length === 0) {
      notifyInfo(NOTHING_CHANGED);
      return;
    }
    mutation.mutate({
      tanggal,
      items: toSave.map((row) => {
        const draft = currentOf(row);
        return {
          kode_group: row.kode_group,
          harga_jual: Number(draft.harga_jual),
          harga_beli: Number(draft.harga_beli),
        };
      }),
    });
  };

  return {
    tanggal,
    isToday,
    rows,
    loading: isPending || (isFetching && !rows),
    saving: mutation.isPending,
    notEnteredYet,
    currentOf,
    isChanged,
    problemOf,
    edit,
    changeTanggal,
    save,
  };
}

export type HargaEmasDrafts = ReturnType<typeof useHargaEmasDrafts>;
