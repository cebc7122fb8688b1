import { masterResource, penerimaanBarangSchema, type SUMBER_PENERIMAAN } from '@toko/shared';
import type { FormInstance } from 'antd';
import { Form } from 'antd';
import { useRef, useState } from 'react';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { useSaveMutation } from '../../../components/dialogs/use-save-mutation';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import { goodsQueryKeys } from '../api/goods-query-keys';
import { type PenerimaanResult, simpanPenerimaanBarang } from '../api/simpan-penerimaan-barang';
import {
  type BarangLine,
  checkLines,
  groupDefaults,
  type LinePlace,
  newLine,
  PLACE_FIELDS,
  withoutBlankLines,
} from './barang-lines';

const GROUP = masterResource('group');

/** The receiving document's header: where the pieces come from, and the default place of new lines. */
export interface PenerimaanFields extends LinePlace {
  sumber: (typeof SUMBER_PENERIMAAN)[number];
  nama_supplier?: string;
  no_faktur_supplier?: string;
  keterangan?: string;
}

export const PENERIMAAN_INITIAL: Partial<PenerimaanFields> = { sumber: 'SUPPLIER' };

/**
 * The Penerimaan Barang screen's state: the lines and their check against the header's
 * defaults, the save, and the saved document shown above the form.
 */
export function usePenerimaanBarang(form: FormInstance<PenerimaanFields>) {
  const header = (Form.useWatch([], form) as PenerimaanFields | undefined) ?? PENERIMAAN_INITIAL;
  const { data: groups = [] } = useMasterActive(GROUP);
  const [lines, setLines] = useState<BarangLine[]>(() => [newLine()]);
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const [result, setResult] = useState<PenerimaanResult>();
  const resultRef = useRef<HTMLDivElement>(null);

  const group = groups.find((record) => record.kode_group === header.kode_group);
  const defaults = {
    kode_group: header.kode_group,
    kode_dept: header.kode_dept,
    kode_gudang: header.kode_gudang,
    kode_baki: header.kode_baki,
    ...groupDefaults(group),
  };
  const toSave = withoutBlankLines(lines);
  const check = checkLines(toSave, groups);
  const body = {
    sumber: header.sumber ?? 'SUPPLIER',
    nama_supplier: header.nama_supplier ?? '',
    no_faktur_supplier: header.no_faktur_supplier ?? '',
    keterangan: header.keterangan ?? '',
    items: check.items,
  };

  const mutation = useSaveMutation({
    mutationFn: simpanPenerimaanBarang,
    invalidates: [goodsQueryKeys.barang, goodsQueryKeys.penerimaan],
    onSuccess: (data) => {
      setResult(data);
      setChecked(false);
      setServerProblem(undefined);
      form.resetFields(['nama_supplier', 'no_faktur_supplier', 'keterangan']);
      setLines([newLine(defaults)]);
      requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    },
  });

  // The empty place fields of every line take the defaults: a clerk fills the header after the lines.
  const applyDefaults = () =>
    setLines((current) =>
      current.map((line) => {
        const next = { ...line };
        for (const field of PLACE_FIELDS) {
          if (!next[field] && defaults[field]) next[field] = defaults[field];
        }
        if (next.kode_group === defaults.kode_group) {
          next.kadar ||= defaults.kadar ?? '';
          next.kadar_cetak ||= defaults.kadar_cetak ?? '';
        }
        return next;
      }),
    );

  const save = async () => {
    setChecked(true);
    setServerProblem(undefined);
    try {
      await form.validateFields(['nama_supplier', 'sumber']);
    } catch {
      return;
    }
    if (check.problems.length > 0) return;
    const parsed = penerimaanBarangSchema.safeParse(body);
    if (!parsed.success) {
      setServerProblem(parsed.error.issues[0]?.message);
      return;
    }
    mutation.mutate(body, { onError: (error) => setServerProblem(apiErrorMessage(error)) });
  };

  const emptyPlaces = lines.some((line) => PLACE_FIELDS.some((field) => !line[field] && defaults[field]));

  return {
    lines,
    setLines,
    defaults,
    errors: checked ? check.errors : undefined,
    problems: checked ? check.problems : [],
    serverProblem,
    markChecked: () => setChecked(true),
    result,
    resultRef,
    saving: mutation.isPending,
    applyDefaults,
    save,
    emptyPlaces,
  };
}
