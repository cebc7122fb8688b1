import {
  type HargaEmasRow,
  isHargaEmasBelumDiinput,
  type MasterRecord,
  type PembelianNota,
  pembelianItemSchema,
  TEXTS,
} from '@toko/shared';
import { Alert, Col, Descriptions, Form, Row, Select, Typography } from 'antd';
import { formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../lib/format';
import { WEB_TEXTS } from '../../texts';
import { NumericInput } from '../form/numeric-input';
import { UpperCaseInput } from '../form/upper-case-input';
import { zodRule } from '../form/zod-rule';
import { JenisSelect } from './jenis-select';
import { hargaNotaLine, kondisiLabel, kondisiOf, type PricedLine, type PricingRules } from './pembelian-cart';

/** The receipt a piece was sold on, and the price it carries back. */
export function NotaInfo({ nota, rules }: { nota: PembelianNota; rules: PricingRules }) {
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

/** Gold without a receipt: its group (priced at the day's buy price), jenis and name. */
export function TanpaNotaFields({
  hargaEmas,
  loading,
  kodeGroup,
  onGroupChange,
}: {
  hargaEmas: HargaEmasRow[];
  loading: boolean;
  kodeGroup: string | undefined;
  onGroupChange: () => void;
}) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <Form.Item name="kode_group" label="Group" rules={[{ required: true, message: 'Group Harus Diisi' }]}>
          <Select
            data-testid="line-group"
            loading={loading}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Pilih Group"
            notFoundContent={TEXTS.noData}
            onChange={onGroupChange}
            options={hargaEmas.map((row) => ({
              value: row.kode_group,
              label: `${row.kode_group} - ${row.nama_group}`,
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="kode_dept" label="Jenis" rules={[{ required: true, message: 'Jenis Harus Diisi' }]}>
          <JenisSelect kodeGroup={kodeGroup} data-testid="line-jenis" />
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
  );
}

/** The weight on the scale and the piece's condition, which the offer is cut by. */
export function BeratKondisiFields({
  autoFocus,
  kondisiRows,
}: {
  autoFocus: boolean;
  kondisiRows: MasterRecord[];
}) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={8}>
        <Form.Item name="berat" label="Berat (gr)" rules={[zodRule(pembelianItemSchema.shape.berat)]}>
          <NumericInput
            mode="decimal"
            maxDecimals={3}
            placeholder="0.000"
            autoFocus={autoFocus}
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
  );
}

/** Why the group's price of the day cannot be trusted yet, or is missing. */
export function GroupHargaNotice({ groupRow }: { groupRow: HargaEmasRow | undefined }) {
  if (!groupRow) return null;
  return (
    <>
      {isHargaEmasBelumDiinput(groupRow) && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={WEB_TEXTS.pembelianLine.hargaBelumDiinput(groupRow.kode_group)}
        />
      )}
      {groupRow.harga_beli <= 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={WEB_TEXTS.pembelianLine.tanpaHargaBeli(groupRow.kode_group)}
        />
      )}
    </>
  );
}

/** The offer as it changes: the base price, the condition's cut, the system price and its rate per gram. */
export function LineHargaInfo({
  nota,
  groupRow,
  kondisiRecord,
  priced,
}: {
  nota: PembelianNota | undefined;
  groupRow: HargaEmasRow | undefined;
  kondisiRecord: MasterRecord | undefined;
  priced: PricedLine | undefined;
}) {
  return (
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
  );
}
