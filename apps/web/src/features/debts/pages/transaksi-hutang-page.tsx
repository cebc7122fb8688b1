import { BankOutlined } from '@ant-design/icons';
import {
  bungaHutang,
  formatBungaPersen,
  HARI_SEBULAN,
  hutangSchema,
  JANGKA_BULAN,
  jumlahBarang,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Card, Col, Descriptions, Form, Row, Select, Tag } from 'antd';
import { CounterResult } from '../../../components/counter/counter-actions';
import { CounterForm } from '../../../components/counter/counter-form';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';
import { METODE_BELI } from '../../../components/pembayaran/pembayaran-fields';
import { EMPTY_CELL, formatBerat, formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { HutangItemsTable } from '../components/hutang-items-table';
import { HutangNotaDialog } from '../components/hutang-nota-dialog';
import {
  type HutangFields,
  INITIAL_HUTANG,
  type TransaksiHutang,
  useTransaksiHutang,
} from '../components/use-transaksi-hutang';

const JANGKA_OPTIONS = Array.from({ length: JANGKA_BULAN.max - JANGKA_BULAN.min + 1 }, (_v, index) => {
  const bulan = JANGKA_BULAN.min + index;
  return { value: bulan, label: `${bulan} bulan (${bulan * HARI_SEBULAN} hari)` };
});

/** The loan: its amount (the maximum unless typed) and term, beside what they come to. */
function PinjamanFields({ t }: { t: TransaksiHutang }) {
  const { taksiran, tier } = t;
  const bungaSebulan = tier
    ? bungaHutang({ pokok: t.pokok, bungaPersen: tier.bunga_persen, hari: HARI_SEBULAN, pembulatan: 1 })
    : 0;
  return (
    <Row gutter={24}>
      <Col xs={24} lg={10}>
        {taksiran.tanpaHarga.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={TEXTS.hutang.tanpaHargaBeli(taksiran.tanpaHarga.join(', '))}
          />
        )}
        <Form.Item
          name="pokok"
          label="Jumlah Pinjaman"
          extra={
            <span>
              Maksimal {formatRupiah(taksiran.maksPinjaman)}{' '}
              <Button
                type="link"
                size="small"
                onClick={t.pakaiMaksimal}
                disabled={t.busy || taksiran.maksPinjaman <= 0}
                data-testid="pakai-maksimal"
              >
                Pakai Maksimal
              </Button>
            </span>
          }
          rules={[
            {
              validator: async (_rule, value: number | null | undefined) => {
                if (!value || value <= 0) throw new Error(TEXTS.hutang.pokokHarusDiisi);
              },
            },
          ]}
        >
          <RupiahInput disabled={t.busy} onChange={t.typePokok} data-testid="hutang-pokok" />
        </Form.Item>
        <Form.Item name="jangka_bulan" label="Jangka Waktu">
          <Select options={JANGKA_OPTIONS} disabled={t.busy} data-testid="hutang-jangka" />
        </Form.Item>
        {t.diAtasMaksimal && (
          <Alert
            type="warning"
            showIcon
            data-testid="hutang-di-atas-maksimal"
            title={TEXTS.hutang.diAtasMaksimal(formatRupiah(taksiran.maksPinjaman))}
          />
        )}
        {t.pokok > 0 && !tier && t.tiersLoaded && (
          <Alert
            type="error"
            showIcon
            style={{ marginTop: 8 }}
            title={TEXTS.hutang.tanpaKondisi(formatRupiah(t.pokok))}
          />
        )}
      </Col>
      <Col xs={24} lg={14}>
        <Descriptions
          bordered
          size="small"
          column={1}
          data-testid="ringkasan-hutang"
          styles={{ label: { whiteSpace: 'nowrap', width: 200 }, content: { textAlign: 'right' } }}
          items={[
            {
              key: 'taksiran',
              label: `Nilai Taksiran (${formatBerat(taksiran.berat)} g)`,
              children: <b data-testid="hutang-nilai-taksiran">{formatRupiah(taksiran.nilaiTaksiran)}</b>,
            },
            {
              key: 'maks',
              label: `Maksimal Pinjaman (${t.maksPersen ?? EMPTY_CELL}%)`,
              children: <span data-testid="hutang-maks-pinjaman">{formatRupiah(taksiran.maksPinjaman)}</span>,
            },
            {
              key: 'pokok',
              label: 'Jumlah Pinjaman',
              children: <b data-testid="hutang-jumlah-pinjaman">{formatRupiah(t.pokok)}</b>,
            },
            {
              key: 'kondisi',
              label: 'Kondisi Pinjaman',
              children: (
                <span data-testid="hutang-kondisi">
                  {tier
                    ? `${tier.kode_pinjaman}${tier.nama_pinjaman ? ` - ${tier.nama_pinjaman}` : ''}: ${formatBungaPersen(
                        tier.bunga_persen,
                      )}`
                    : EMPTY_CELL}
                </span>
              ),
            },
            {
              key: 'bunga',
              label: `Bunga ${HARI_SEBULAN} Hari`,
              children: (
                <span data-testid="hutang-bunga-sebulan">
                  {tier ? formatRupiah(bungaSebulan) : EMPTY_CELL}
                </span>
              ),
            },
            {
              key: 'tempo',
              label: `Jatuh Tempo (${t.jangkaBulan} bulan)`,
              children: <b data-testid="hutang-jatuh-tempo">{formatTanggal(t.jatuhTempo)}</b>,
            },
          ]}
        />
      </Col>
    </Row>
  );
}

/**
 * Transaksi Hutang (DOMAIN.md §9, decision 020): the customer pledges gold for a loan.
 * Each piece is valued at the day's buy price of its group; the loan is at most
 * MAKS_PINJAMAN_PERSEN of that value (more with a second user's otorisasi), at the rate
 * of its tier, for 1 to 12 months; the shop pays it out in cash and/or by transfer. The
 * slip (Nota Hutang) opens once saved; the payout reaches the cash book when validated.
 */
export function TransaksiHutangPage() {
  const t = useTransaksiHutang();
  const { saved } = t;
  return (
    <CounterForm<HutangFields>
      title="Transaksi Hutang"
      counter={t}
      initialValues={INITIAL_HUTANG}
      tag={<Tag color="gold">HUTANG</Tag>}
      result={
        saved && (
          <CounterResult
            data-testid="hutang-result"
            title={`Hutang ${saved.no_hutang} tersimpan`}
            description={`${saved.nama_customer}: pinjaman ${formatRupiah(saved.pokok)} (${formatBungaPersen(
              saved.bunga_persen,
            )}), ${formatNumber(jumlahBarang(saved.items))} barang jaminan, jatuh tempo ${formatTanggal(
              saved.tgl_jatuh_tempo,
            )}. Menunggu validasi supervisor.`}
            onCetak={() => t.setNota(saved.no_hutang)}
            onClose={() => t.setSaved(undefined)}
          />
        )
      }
      customerExtra={
        <Form.Item name="nik" label="NIK / No KTP" validateFirst rules={[zodRule(hutangSchema.shape.nik)]}>
          <UpperCaseInput maxLength={30} disabled={t.busy} data-testid="hutang-nik" />
        </Form.Item>
      }
      payment={{
        title: 'Pencairan Pinjaman',
        methods: METODE_BELI,
        payout: true,
        total: t.pokok,
        totalLabel: 'Jumlah Pinjaman',
      }}
      actions={{ ready: t.taksiran.nilaiTaksiran > 0, label: 'Simpan Hutang', emptyIcon: <BankOutlined /> }}
      dialogs={
        <>
          <HutangNotaDialog noHutang={t.nota} onClose={() => t.setNota(undefined)} />
          {t.otorisasiDialog}
        </>
      }
    >
      <Card size="small" title="Barang Jaminan" style={{ marginTop: 8 }}>
        <HutangItemsTable taksiran={t.taksiran} disabled={t.busy} />
      </Card>
      <Card size="small" title="Pinjaman" style={{ marginTop: 16 }}>
        <PinjamanFields t={t} />
      </Card>
    </CounterForm>
  );
}
