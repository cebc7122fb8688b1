import { PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  gramsToMilligrams,
  isHargaEmasBelumDiinput,
  masterResource,
  milligramsToGrams,
  type PembelianNota,
  pembelianItemSchema,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Col, Descriptions, Flex, Form, Modal, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { beratInput, formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../lib/format';
import { WEB_TEXTS } from '../../texts';
import { NoEnterForm } from '../form/no-enter-form';
import { NumericInput } from '../form/numeric-input';
import { UpperCaseInput } from '../form/upper-case-input';
import { zodRule } from '../form/zod-rule';
import { useMasterActive } from '../master-select/get-master-active';
import { useHargaEmasToday } from './get-harga-emas-today';
import { JenisSelect } from './jenis-select';
import {
  hargaNotaLine,
  kondisiLabel,
  kondisiOf,
  otorisasiNotes,
  type PembelianCartLine,
  type PricingRules,
  priceLine,
} from './pembelian-cart';

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

function NotaInfo({ nota, rules }: { nota: PembelianNota; rules: PricingRules }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      style={{ marginBottom: 16 }}
      styles={{ label: { whiteSpace: 'nowrap' } }}
      data-testid="line-nota-info"
      items={[
        { key: 'no', label: 'No Nota Jual', children: nota.no_faktur_jual },
        { key: 'tgl', label: 'Tanggal Jual', children: formatTanggal(nota.tgl_jual) },
        { key: 'barang', label: 'Nama Barang', children: nota.nama_barang },
        { key: 'customer', label: 'Customer Nota', children: nota.nama_customer || '-' },
        {
          key: 'group',
          label: 'Group / Jenis / Kadar',
          children: `${nota.kode_group} / ${nota.kode_dept} / ${nota.kadar_cetak || '-'}`,
        },
        { key: 'berat', label: 'Berat Nota', children: `${formatBerat(nota.berat_nota)} gr` },
        { key: 'jual', label: 'Harga Jual', children: formatRupiah(nota.harga_jual) },
        { key: 'ongkos', label: 'Ongkos', children: formatRupiah(nota.ongkos) },
        {
          key: 'nota',
          label: 'Harga Nota',
          span: 'filled',
          children: (
            <>
              <strong data-testid="line-harga-nota">{formatRupiah(hargaNotaLine(nota, rules))}</strong>{' '}
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {rules.withOngkos ? '(termasuk ongkos)' : '(harga jual dikurangi ongkos)'}
              </Typography.Text>
            </>
          ),
        },
      ]}
    />
  );
}

function LineForm({ draft, rules, newKey, onSubmit, onCancel }: LineFormProps) {
  const [form] = Form.useForm<LineFields>();
  const values = (Form.useWatch([], form) ?? initialFields(draft)) as LineFields;
  const kondisiRows = useMasterActive(KONDISI).data ?? [];
  const { data: hargaEmas = [], isLoading: hargaLoading } = useHargaEmasToday();
  const nota = draft.kind === 'nota' ? draft.nota : undefined;
  const kondisiRecord = kondisiRows.find((row) => String(row.kode_kondisi) === values.kode_kondisi);
  const groupRow = hargaEmas.find((row) => row.kode_group === values.kode_group);

  const lineOf = (fields: LineFields): PembelianCartLine | undefined => {
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
  };

  const live = lineOf(values);
  const priced = live ? priceLine(live, rules) : undefined;
  const notes = live && priced ? otorisasiNotes(live, priced) : [];

  const finish = (fields: LineFields) => {
    const line = lineOf(fields);
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
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item
              name="kode_group"
              label="Group"
              rules={[{ required: true, message: 'Group Harus Diisi' }]}
            >
              <Select
                data-testid="line-group"
                loading={hargaLoading}
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Pilih Group"
                notFoundContent={TEXTS.noData}
                onChange={() => form.setFieldValue('kode_dept', undefined)}
                options={hargaEmas.map((row) => ({
                  value: row.kode_group,
                  label: `${row.kode_group} - ${row.nama_group}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="kode_dept"
              label="Jenis"
              rules={[{ required: true, message: 'Jenis Harus Diisi' }]}
            >
              <JenisSelect kodeGroup={values.kode_group} data-testid="line-jenis" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={8}>
            <Form.Item
              name="nama_barang"
              label="Nama Barang"
              rules={[{ required: true, whitespace: true, message: 'Nama Barang Harus Diisi' }]}
            >
              <UpperCaseInput maxLength={150} data-testid="line-nama" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="berat" label="Berat (gr)" rules={[zodRule(pembelianItemSchema.shape.berat)]}>
            <NumericInput
              mode="decimal"
              maxDecimals={3}
              placeholder="0.000"
              autoFocus={Boolean(nota)}
              data-testid="line-berat"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={16}>
          <Form.Item
            name="kode_kondisi"
            label="Kondisi"
            rules={[{ required: true, message: TEXTS.pembelian.kondisiHarusDipilih }]}
          >
            <Select
              data-testid="line-kondisi"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Pilih Kondisi"
              notFoundContent={TEXTS.noData}
              options={kondisiRows.map((row) => {
                const kondisi = kondisiOf(row);
                return {
                  value: kondisi.kode_kondisi,
                  label: `${kondisi.kode_kondisi} - ${kondisiLabel(kondisi)}`,
                };
              })}
            />
          </Form.Item>
        </Col>
      </Row>
      {groupRow && isHargaEmasBelumDiinput(groupRow) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={WEB_TEXTS.pembelianLine.hargaBelumDiinput(groupRow.kode_group)}
        />
      )}
      {groupRow && groupRow.harga_beli <= 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={WEB_TEXTS.pembelianLine.tanpaHargaBeli(groupRow.kode_group)}
        />
      )}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2 }}
        styles={{ label: { whiteSpace: 'nowrap' } }}
        data-testid="line-harga-info"
        items={[
          {
            key: 'dasar',
            label: nota ? 'Harga Nota (berat ini)' : 'Berat x Harga Beli',
            children: (
              <>
                <span data-testid="line-harga-dasar">{priced ? formatRupiah(priced.base) : '-'}</span>
                {!nota && groupRow && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    Harga beli {formatRupiah(groupRow.harga_beli)}/gr
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'potongan',
            label: kondisiRecord ? `Potongan ${kondisiLabel(kondisiOf(kondisiRecord))}` : 'Potongan',
            children: <span data-testid="line-potongan">{priced ? formatRupiah(priced.potongan) : '-'}</span>,
          },
          {
            key: 'harga',
            label: 'Harga Sistem',
            children: (
              <Typography.Text strong style={{ fontSize: 16 }} data-testid="line-harga">
                {priced ? formatRupiah(priced.hargaSystem) : '-'}
              </Typography.Text>
            ),
          },
          {
            key: 'rata',
            label: 'Harga Rata / gr',
            children: priced ? formatNumber(priced.hargaRata) : '-',
          },
        ]}
      />
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
