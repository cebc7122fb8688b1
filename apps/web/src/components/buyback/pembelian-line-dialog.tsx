import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  gramsToMilligrams,
  type HargaEmasRow,
  type MasterRecord,
  masterResource,
  milligramsToGrams,
  type PembelianNota,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Flex, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { beratInput } from '../../lib/format';
import { WEB_TEXTS } from '../../texts';
import { NoEnterForm } from '../form/no-enter-form';
import { useMasterActive } from '../master-select/get-master-active';
import { useHargaEmasToday } from './get-harga-emas-today';
import {
  kondisiOf,
  otorisasiNotes,
  type PembelianCartLine,
  type PricingRules,
  priceLine,
} from './pembelian-cart';
import {
  BeratKondisiFields,
  GroupHargaNotice,
  LineHargaInfo,
  NotaInfo,
  TanpaNotaFields,
} from './pembelian-line-fields';

const KONDISI = masterResource('kondisi-pembelian');

/** What the dialog is opened for: a scanned receipt, or gold without one; `editing` changes a line on the list. */
export type LineDraft =
  | { kind: 'nota'; nota: PembelianNota; editing?: PembelianCartLine }
  | { kind: 'tanpa-barcode'; editing?: PembelianCartLine };

interface LineFields {
  /** Grams, as typed. */
  berat?: string;
  kode_kondisi?: string;
  kode_group?: string;
  kode_dept?: string;
  nama_barang?: string;
}

function milligramsOf(text: string | undefined): number | undefined {
  if (!text) return undefined;
  try {
    const mg = gramsToMilligrams(text);
    return mg > 0 ? mg : undefined;
  } catch {
    return undefined;
  }
}

function initialFields(draft: LineDraft): LineFields {
  const { editing } = draft;
  if (editing) {
    return {
      berat: beratInput(milligramsToGrams(editing.berat)),
      kode_kondisi: editing.kondisi.kode_kondisi,
      kode_group: editing.kode_group,
      kode_dept: editing.kode_dept,
      nama_barang: editing.nama_barang,
    };
  }
  // A piece with its receipt comes back at the weight it was sold at unless the scale says otherwise.
  return draft.kind === 'nota' ? { berat: beratInput(draft.nota.berat_nota) } : {};
}

interface LineFormProps {
  draft: LineDraft;
  rules: PricingRules;
  newKey: () => string;
  onSubmit: (line: PembelianCartLine) => void;
  onCancel: () => void;
}

/** What a line of the form comes to: the piece with its receipt, or priced at its group's buy price. */
function lineOf(
  fields: LineFields,
  context: { draft: LineDraft; kondisiRows: MasterRecord[]; hargaEmas: HargaEmasRow[] },
): PembelianCartLine | undefined {
  const { draft, kondisiRows, hargaEmas } = context;
  const nota = draft.kind === 'nota' ? draft.nota : undefined;
  const berat = milligramsOf(fields.berat);
  const record = kondisiRows.find((row) => String(row.kode_kondisi) === fields.kode_kondisi);
  if (berat === undefined || !record) return undefined;
  if (nota) {
    return {
      key: nota.kode_barcode,
      nota,
      kode_group: nota.kode_group,
      kode_dept: nota.kode_dept,
      nama_barang: nota.nama_barang,
      berat,
      kondisi: kondisiOf(record),
      hargaBeliGram: 0,
      hargaDiketik: null,
    };
  }
  const group = hargaEmas.find((row) => row.kode_group === fields.kode_group);
  if (!group) return undefined;
  return {
    key: draft.editing?.key ?? '',
    kode_group: group.kode_group,
    kode_dept: fields.kode_dept ?? '',
    nama_barang: (fields.nama_barang ?? '').trim().toUpperCase(),
    berat,
    kondisi: kondisiOf(record),
    hargaBeliGram: group.harga_beli,
    hargaDiketik: null,
  };
}

function LineForm({ draft, rules, newKey, onSubmit, onCancel }: LineFormProps) {
  const [form] = Form.useForm<LineFields>();
  const values = (Form.useWatch([], form) ?? initialFields(draft)) as LineFields;
  const kondisiRows = useMasterActive(KONDISI).data ?? [];
  const { data: hargaEmas = [], isLoading: hargaLoading } = useHargaEmasToday();
  const nota = draft.kind === 'nota' ? draft.nota : undefined;
  const kondisiRecord = kondisiRows.find((row) => String(row.kode_kondisi) === values.kode_kondisi);
  const groupRow = hargaEmas.find((row) => row.kode_group === values.kode_group);
  const context = { draft, kondisiRows, hargaEmas };

  const live = lineOf(values, context);
  const priced = live ? priceLine(live, rules) : undefined;
  const notes = live && priced ? otorisasiNotes(live, priced) : [];

  const finish = (fields: LineFields) => {
    const line = lineOf(fields, context);
    if (!line) return;
    // A line changed in the dialog is offered anew: a price agreed for the old weight or condition no longer holds.
    onSubmit(nota || line.key ? line : { ...line, key: newKey() });
  };

  return (
    <NoEnterForm<LineFields>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initialFields(draft)}
      onFinish={finish}
    >
      {nota && <NotaInfo nota={nota} rules={rules} />}
      {!nota && (
        <TanpaNotaFields
          hargaEmas={hargaEmas}
          loading={hargaLoading}
          kodeGroup={values.kode_group}
          onGroupChange={() => form.setFieldValue('kode_dept', undefined)}
        />
      )}
      <BeratKondisiFields autoFocus={Boolean(nota)} kondisiRows={kondisiRows} />
      <GroupHargaNotice groupRow={groupRow} />
      <LineHargaInfo nota={nota} groupRow={groupRow} kondisiRecord={kondisiRecord} priced={priced} />
      {notes.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="line-otorisasi"
          title={notes.join('; ')}
        />
      )}
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Space>
          <Button onClick={onCancel}>{TEXTS.cancel}</Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={draft.editing ? <SaveOutlined /> : <PlusOutlined />}
            data-testid="line-simpan"
          >
            {draft.editing ? 'Simpan Perubahan' : 'Tambah ke Daftar'}
          </Button>
        </Space>
      </Flex>
    </NoEnterForm>
  );
}

export interface PembelianLineDialogProps {
  /** The line being added or changed; the dialog is open while there is one. */
  draft: LineDraft | undefined;
  rules: PricingRules;
  /** A key for a new line without barcode. */
  newKey: () => string;
  onSubmit: (line: PembelianCartLine) => void;
  onCancel: () => void;
}

/**
 * One piece brought back: the receipt it was sold on (or, without one, its group, jenis
 * and name), the weight on the scale and its condition, with the offer as it changes.
 */
export function PembelianLineDialog({ draft, rules, newKey, onSubmit, onCancel }: PembelianLineDialogProps) {
  // The last draft stays shown while the dialog closes, instead of an empty frame.
  const [shown, setShown] = useState(draft);
  // Each draft gets a fresh form. The content is never destroyed on hiding: a draft opened
  // while the last one is still fading out would lose what was typed when the fade ends.
  const [opened, setOpened] = useState(0);
  if (draft && draft !== shown) {
    setShown(draft);
    setOpened((count) => count + 1);
  }
  const current = draft ?? shown;
  const title = current
    ? current.kind === 'nota'
      ? WEB_TEXTS.pembelianLine.titleNota(current.nota.kode_barcode)
      : WEB_TEXTS.pembelianLine.titleTanpaBarcode
    : '';
  return (
    <Modal
      open={Boolean(draft)}
      title={title}
      onCancel={onCancel}
      footer={null}
      width={820}
      data-testid="line-dialog"
    >
      {current && (
        <LineForm
          key={opened}
          draft={current}
          rules={rules}
          newKey={newKey}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}
