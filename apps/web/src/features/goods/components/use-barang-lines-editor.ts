import { type MasterRecord, masterResource } from '@toko/shared';
import type { Dispatch, SetStateAction } from 'react';
import { useState } from 'react';
import { useMasterActive } from '../../../components/master-select/get-master-active';
import {
  allowsJumlah,
  type BarangLine,
  copyLine,
  groupDefaults,
  type LineDefaults,
  type LineErrors,
  newLine,
} from './barang-lines';

const GROUP = masterResource('group');

/** Fields kept under the row (opened with Detail): a problem there opens it. */
const DETAIL_FIELDS = ['kode_barang', 'berat_plastik', 'no_pesanan'];
const hasDetailError = (found: LineErrors | undefined) =>
  Object.keys(found ?? {}).some((path) => path.startsWith('atribut') || DETAIL_FIELDS.includes(path));

export interface BarangLinesEditorState {
  lines: BarangLine[];
  setLines: Dispatch<SetStateAction<BarangLine[]>>;
  errors: Map<number, LineErrors> | undefined;
  defaults: LineDefaults;
  perLinePlace: boolean;
}

/**
 * The lines editor's state and edits, kept apart from the table so that each cell only
 * shows a line: which rows have their detail open, which new row takes the focus, and
 * how a row is changed, copied or removed.
 */
export function useBarangLinesEditor({
  lines,
  setLines,
  errors,
  defaults,
  perLinePlace,
}: BarangLinesEditorState) {
  const { data: groups = [] } = useMasterActive(GROUP);
  const [expanded, setExpanded] = useState<readonly number[]>([]);
  const [focusKey, setFocusKey] = useState<number>();

  const groupOf = (code: string | undefined): MasterRecord | undefined =>
    groups.find((record) => record.kode_group === code);
  const errorOf = (line: BarangLine, field: string) => errors?.get(line.key)?.[field];
  const status = (line: BarangLine, field: string) => (errorOf(line, field) ? 'error' : undefined);

  const update = (key: number, patch: Partial<BarangLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const addLine = (after?: BarangLine) => {
    const line = after ? copyLine(after) : newLine(defaults);
    setLines((current) => {
      if (!after) return [...current, line];
      const index = current.findIndex((item) => item.key === after.key);
      return [...current.slice(0, index + 1), line, ...current.slice(index + 1)];
    });
    setFocusKey(line.key);
  };

  const removeLine = (key: number) => setLines((current) => current.filter((line) => line.key !== key));

  const setGroup = (line: BarangLine, kodeGroup: string | undefined) => {
    const group = groupOf(kodeGroup);
    update(line.key, {
      kode_group: kodeGroup,
      kode_dept: undefined,
      ...groupDefaults(group),
      jumlah: allowsJumlah(group) ? line.jumlah : 1,
    });
  };

  const jumlahOpen = (line: BarangLine) =>
    allowsJumlah(groupOf(perLinePlace ? line.kode_group : defaults.kode_group));

  const detailError = (line: BarangLine) => hasDetailError(errors?.get(line.key));
  const withDetailErrors = lines.filter(detailError).map((line) => line.key);
  const expandedKeys = [...new Set([...expanded, ...withDetailErrors])];

  const toggleDetail = (line: BarangLine) => {
    const isOpen = expandedKeys.includes(line.key);
    setExpanded((current) => (isOpen ? current.filter((key) => key !== line.key) : [...current, line.key]));
  };

  return {
    focusKey,
    errorOf,
    status,
    update,
    addLine,
    removeLine,
    setGroup,
    jumlahOpen,
    detailError,
    expandedKeys,
    toggleDetail,
  };
}

/** What a cell of the lines editor reads and changes. */
export type BarangLinesEdit = ReturnType<typeof useBarangLinesEditor>;
