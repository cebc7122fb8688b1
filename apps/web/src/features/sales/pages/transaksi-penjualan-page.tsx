import { InboxOutlined, PrinterOutlined, SaveOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type Member,
  masterResource,
  type PenjualanDoc,
  TEXTS,
  TITIPAN_MENU,
  type TitipanDoc,
  titipanSchema,
} from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Form, Radio, Row, Segmented, Tag } from 'antd';
import { useRef, useState } from 'react';
import { CustomerBanner } from '../../../components/customer/customer-banner';
import { memberQuery } from '../../../components/customer/get-member';
import { MemberSelect } from '../../../components/customer/member-select';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { RefSelect } from '../../../components/master-select/ref-select';
import { useOtorisasi } from '../../../components/otorisasi/use-otorisasi';
import { PageCard } from '../../../components/page/page-card';
import { ScanInput } from '../../../components/scan/scan-input';
import { formatNumber, formatRupiah, formatTanggal } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useCanUseMenu } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { getPenjualanHarga } from '../api/get-penjualan-harga';
import { salesQueryKeys } from '../api/sales-query-keys';
import { simpanPenjualan } from '../api/simpan-penjualan';
import { simpanTitipan } from '../api/simpan-titipan';
import { AmbilTitipanDialog } from '../components/ambil-titipan-dialog';
import {
  PembayaranFields,
  type PembayaranValues,
  settle,
  useBankFees,
} from '../components/pembayaran-fields';
import {
  addToCart,
  type CartLine,
  cartItems,
  cartTotals,
  isBelowSystem,
  setHargaJual,
} from '../components/penjualan-cart';
import { PenjualanCartTable } from '../components/penjualan-cart-table';
import { PenjualanNotaDialog } from '../components/penjualan-nota-dialog';
import { ambilItems, titipanTotals } from '../components/titipan-cart';
import { TitipanDpFields } from '../components/titipan-dp-fields';
import { TitipanLinesTable } from '../components/titipan-lines-table';
import { TitipanNotaDialog } from '../components/titipan-nota-dialog';

/** The counter sells (a plain sale, or collecting a deposit) or takes a deposit. */
type Mode = 'PENJUALAN' | 'TITIPAN';

type Saved = { kind: 'penjualan'; doc: PenjualanDoc } | { kind: 'titipan'; doc: TitipanDoc };

interface PenjualanFields extends PembayaranValues {
  kode_sales?: string;
  jenis_customer: 'MEMBER' | 'UMUM';
  kode_member?: string;
  nama_customer?: string;
  no_hp?: string;
  alamat_customer?: string;
  kode_marketplace?: string;
  /** Titipan only. */
  dp?: number | null;
  keterangan?: string;
}

export const TRANSAKSI_PENJUALAN_TEXTS = {
  belumDiscan: TEXTS.barangHarusDiscan,
  barcodeSalah: 'Barcode harus angka, maksimal 8 digit',
  hargaBelumDiinput: (groups: string) =>
    `Harga emas hari ini untuk group ${groups} belum diinput: harga memakai harga master atau harga hari sebelumnya`,
  memberHarusDipilih: 'Member Harus Dipilih',
  titipanTersimpan: (no: string) => `Titipan Tersimpan - No Titip ${no}`,
  ambilTitipan: (no: string) => `AMBIL TITIPAN ${no}`,
} as const;

const INITIAL: Partial<PenjualanFields> = { jenis_customer: 'UMUM' };

/**
 * Transaksi Penjualan (DOMAIN.md §2, §4): the cashier names the sales person and the
 * customer, scans the pieces (priced by the server from the day's gold price), takes a
 * combined payment and saves; the sale waits for a supervisor's validation.
 *
 * The same counter takes a deposit (Titipan: the pieces held at today's price for a DP)
 * and collects one (Ambil Titipan: a sale of exactly its pieces at the agreed price,
 * its DP counted as paid).
 */
export function TransaksiPenjualanPage() {
  const meta = useRouteMeta();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PenjualanFields>();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(0);
  const [member, setMember] = useState<Member>();
  const [saved, setSaved] = useState<Saved>();
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<Mode>('PENJUALAN');
  /** The deposit this sale collects, if any. */
  const [ambil, setAmbil] = useState<TitipanDoc>();
  const [chooser, setChooser] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const [notaOf, setNotaOf] = useState<{ kind: Saved['kind']; no: string }>();
  const fees = useBankFees();
  const jenis = Form.useWatch('jenis_customer', form) ?? 'UMUM';
  const nama = Form.useWatch('nama_customer', form);
  const dp = Form.useWatch('dp', form);
  const totals = cartTotals(lines);
  const ambilTotals = ambil ? titipanTotals(ambil) : undefined;
  const titipan = mode === 'TITIPAN';
  // Deposits belong to Lihat Titipan: without it the counter only sells.
  const mayDeposit = useCanUseMenu([TITIPAN_MENU]);
  // The deposit names its customer: collecting it serves that customer only.
  const locked = Boolean(ambil);
  // The grid of customer fields: a member's sale puts four on the second row; a deposit,
  // without marketplace, moves one up and gives the address the room left.
  const narrow = jenis === 'MEMBER' && !titipan;
  const alamatWidth = titipan && jenis !== 'MEMBER' ? 18 : 10;
  const unpriced = [
    ...new Set(lines.filter((line) => line.harga_belum_diinput).map((l) => l.barang.kode_group)),
  ];

  const scan = async (text: string) => {
    if (!/^\d{1,8}$/.test(text)) {
      setProblem(TRANSAKSI_PENJUALAN_TEXTS.barcodeSalah);
      return;
    }
    setPending((count) => count + 1);
    try {
      const harga = await getPenjualanHarga(text.padStart(8, '0'));
      setLines((current) => {
        const next = addToCart(current, harga);
        setProblem(next.problem);
        return next.lines;
      });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.saveError);
    } finally {
      setPending((count) => count - 1);
    }
  };

  const pickMember = (picked: Member | undefined) => {
    setMember(picked);
    form.setFieldsValue({
      nama_customer: picked?.nama_member ?? '',
      no_hp: picked?.no_hp ?? '',
      alamat_customer: picked?.alamat ?? '',
    });
  };

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL, kode_sales: kodeSales });
    setLines([]);
    setMember(undefined);
    setAmbil(undefined);
    setProblem(undefined);
    idempotencyKey.current = newIdempotencyKey();
  };

  /** Back from collecting a deposit to an empty sale: the customer was the deposit's. */
  const lepasTitipan = () => {
    setAmbil(undefined);
    pickMember(undefined);
    form.setFieldsValue({ jenis_customer: 'UMUM', kode_member: undefined });
    idempotencyKey.current = newIdempotencyKey();
  };

  const switchMode = (next: Mode) => {
    if (ambil) lepasTitipan();
    setMode(next);
    setProblem(undefined);
    // A deposit holds the pieces at the system price: a price asked on the sale does not carry over.
    if (next === 'TITIPAN')
      setLines((current) => current.map((line) => ({ ...line, harga_jual: line.harga_system })));
    idempotencyKey.current = newIdempotencyKey();
  };

  const pickTitipan = async (doc: TitipanDoc) => {
    setChooser(false);
    setAmbil(doc);
    setLines([]);
    setProblem(undefined);
    form.setFieldsValue({
      kode_sales: form.getFieldValue('kode_sales') || doc.kode_sales,
      jenis_customer: doc.kode_member ? 'MEMBER' : 'UMUM',
      kode_member: doc.kode_member || undefined,
      nama_customer: doc.nama_customer,
      no_hp: doc.no_hp,
      alamat_customer: doc.alamat_customer,
    });
    idempotencyKey.current = newIdempotencyKey();
    setMember(undefined);
    if (!doc.kode_member) return;
    try {
      setMember(await queryClient.fetchQuery(memberQuery(doc.kode_member)));
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  const customerOf = (values: PenjualanFields) => ({
    idempotency_key: idempotencyKey.current,
    kode_sales: values.kode_sales ?? '',
    kode_member: values.jenis_customer === 'MEMBER' ? (values.kode_member ?? '') : '',
    nama_customer: values.nama_customer ?? '',
    no_hp: values.no_hp ?? '',
    alamat_customer: values.alamat_customer ?? '',
  });

  const bayarOf = (values: PenjualanFields) => ({
    cash: values.cash ?? 0,
    transfer: values.transfer ?? 0,
    no_rekening: values.no_rekening ?? '',
    debet: values.debet ?? 0,
    kode_bank_debet: values.kode_bank_debet ?? '',
    credit: values.credit ?? 0,
    kode_bank_credit: values.kode_bank_credit ?? '',
  });

  const savedPenjualan = (doc: PenjualanDoc) => {
    notifySuccess(TEXTS.saved);
    setSaved({ kind: 'penjualan', doc });
    baru();
    void queryClient.invalidateQueries({ queryKey: salesQueryKeys.penjualan });
    if (doc.no_titip) void queryClient.invalidateQueries({ queryKey: salesQueryKeys.titipan });
    setNotaOf({ kind: 'penjualan', no: doc.no_faktur_group });
  };

  const refused = (error: unknown) => {
    const message = apiErrorMessage(error);
    notifyInfo(message ?? TEXTS.saveError);
    // A piece sold, held or moved meanwhile leaves the list, to be scanned again if it still may.
    if (message && (error as { status?: number }).status === 409) {
      setLines((current) => current.filter((line) => !message.includes(line.barang.kode_barcode)));
      setProblem(message);
    }
  };

  const simpanTitipanBaru = async (values: PenjualanFields) => {
    const payment = settle(values.dp ?? 0, values, fees);
    if (payment.problem) {
      notifyInfo(payment.problem);
      return;
    }
    const body = {
      ...customerOf(values),
      keterangan: values.keterangan ?? '',
      items: cartItems(lines).map(({ kode_barcode, kode_gudang, kode_baki }) => ({
        kode_barcode,
        kode_gudang,
        kode_baki,
      })),
      dp: values.dp ?? 0,
      bayar: bayarOf(values),
    };
    // The server's own rules (at most 20 pieces...), told before the request.
    const checked = titipanSchema.safeParse(body);
    if (!checked.success) {
      notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
      return;
    }
    setBusy(true);
    try {
      const doc = await simpanTitipan(body);
      notifySuccess(TEXTS.saved);
      setSaved({ kind: 'titipan', doc });
      baru();
      void queryClient.invalidateQueries({ queryKey: salesQueryKeys.titipan });
      setNotaOf({ kind: 'titipan', no: doc.no_titip });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const simpanAmbil = async (values: PenjualanFields, doc: TitipanDoc) => {
    const payment = settle(titipanTotals(doc).total, values, fees, doc.dp);
    if (payment.problem) {
      notifyInfo(payment.problem);
      return;
    }
    setBusy(true);
    try {
      savedPenjualan(
        await simpanPenjualan({
          ...customerOf(values),
          kode_marketplace: values.kode_marketplace ?? '',
          no_titip: doc.no_titip,
          items: ambilItems(doc),
          bayar: bayarOf(values),
        }),
      );
    } catch (error) {
      notifyInfo(apiErrorMessage(error) ?? TEXTS.saveError);
    } finally {
      setBusy(false);
    }
  };

  const simpan = async (values: PenjualanFields) => {
    if (ambil) {
      await simpanAmbil(values, ambil);
      return;
    }
    if (lines.length === 0) {
      setProblem(TRANSAKSI_PENJUALAN_TEXTS.belumDiscan);
      return;
    }
    if (titipan) {
      await simpanTitipanBaru(values);
      return;
    }
    const payment = settle(totals.total, values, fees);
    if (payment.problem) {
      notifyInfo(payment.problem);
      return;
    }
    const body = {
      ...customerOf(values),
      kode_marketplace: values.kode_marketplace ?? '',
      items: cartItems(lines),
      bayar: bayarOf(values),
    };
    const below = lines.filter(isBelowSystem);
    setBusy(true);
    try {
      const doc =
        below.length > 0
          ? await requestOtorisasi({
              title: 'Otorisasi Harga Di Bawah Harga Sistem',
              description: (
                <Alert
                  type="warning"
                  showIcon
                  title={below
                    .map(
                      (line) =>
                        `${line.barang.kode_barcode} ${line.barang.nama_barang}: ${formatRupiah(
                          line.harga_jual,
                        )} (sistem ${formatRupiah(line.harga_system)})`,
                    )
                    .join('; ')}
                />
              ),
              send: (otorisasi) => simpanPenjualan({ ...body, otorisasi }),
            })
          : await simpanPenjualan(body);
      if (!doc) return;
      savedPenjualan(doc);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const savedAlert = (() => {
    if (!saved) return null;
    const cetak = (
      <Button
        icon={<PrinterOutlined />}
        onClick={() =>
          setNotaOf(
            saved.kind === 'titipan'
              ? { kind: 'titipan', no: saved.doc.no_titip }
              : { kind: 'penjualan', no: saved.doc.no_faktur_group },
          )
        }
        data-testid="cetak-nota"
      >
        Cetak Nota
      </Button>
    );
    const { doc } = saved;
    const description =
      saved.kind === 'titipan'
        ? `${formatNumber(saved.doc.items.length)} barang, harga ${formatRupiah(saved.doc.total)}, DP ${formatRupiah(
            saved.doc.dp,
          )}, sisa ${formatRupiah(saved.doc.sisa)}, kembalian ${formatRupiah(saved.doc.kembalian)}. Menunggu validasi supervisor.`
        : `${formatNumber(saved.doc.items.length)} barang, total ${formatRupiah(saved.doc.total)}${
            saved.doc.no_titip
              ? `, mengambil titipan ${saved.doc.no_titip} (DP ${formatRupiah(saved.doc.titipan_rp)})`
              : ''
          }, kembalian ${formatRupiah(doc.kembalian)}. Menunggu validasi supervisor.`;
    return (
      <Alert
        type="success"
        showIcon
        closable
        style={{ marginBottom: 16 }}
        data-testid="penjualan-result"
        title={
          saved.kind === 'titipan'
            ? TRANSAKSI_PENJUALAN_TEXTS.titipanTersimpan(saved.doc.no_titip)
            : `Penjualan Tersimpan - No Nota ${saved.doc.no_faktur_group}`
        }
        description={description}
        action={cetak}
      />
    );
  })();

  return (
    <PageCard title={meta?.title ?? 'Transaksi Penjualan'}>
      <NoEnterForm<PenjualanFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={simpan}
      >
        {mayDeposit && (
          <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
            <Segmented<Mode>
              data-testid="mode-transaksi"
              value={mode}
              disabled={busy}
              onChange={switchMode}
              options={[
                { value: 'PENJUALAN', label: 'Penjualan' },
                { value: 'TITIPAN', label: 'Titipan' },
              ]}
            />
            {!titipan && (
              <Button
                icon={<InboxOutlined />}
                disabled={busy}
                onClick={() => setChooser(true)}
                data-testid="ambil-titipan"
              >
                Ambil Titipan
              </Button>
            )}
          </Flex>
        )}
        <CustomerBanner nama={nama} member={jenis === 'MEMBER' ? member : undefined}>
          {titipan && <Tag color="purple">TITIPAN</Tag>}
          {ambil && (
            <Tag color="gold" data-testid="banner-ambil-titipan">
              {TRANSAKSI_PENJUALAN_TEXTS.ambilTitipan(ambil.no_titip)}
            </Tag>
          )}
        </CustomerBanner>
        {savedAlert}
        {ambil && ambilTotals && (
          <Alert
            type="warning"
            showIcon
            icon={<InboxOutlined />}
            style={{ marginBottom: 16 }}
            data-testid="ambil-titipan-info"
            title={`Pengambilan Titipan ${ambil.no_titip} (${formatTanggal(ambil.tgl_system)})`}
            description={`${formatNumber(ambilTotals.jumlah)} barang, harga ${formatRupiah(
              ambilTotals.total,
            )}. DP Titipan ${ambil.no_titip}: ${formatRupiah(ambil.dp)} sudah dibayar, sisa ${formatRupiah(
              ambilTotals.sisa,
            )}.`}
            action={
              <Button size="small" onClick={lepasTitipan} disabled={busy} data-testid="lepas-titipan">
                Batalkan Pengambilan
              </Button>
            }
          />
        )}
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="kode_sales"
              label="Sales"
              rules={[{ required: true, message: 'Sales Harus Diisi' }]}
            >
              <RefSelect master={masterResource('sales')} label="Sales" data-testid="kode-sales" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="jenis_customer" label="Customer">
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                // Member and Non Member side by side, never one under the other in a narrow column.
                style={{ whiteSpace: 'nowrap' }}
                data-testid="jenis-customer"
                disabled={locked}
                onChange={() => pickMember(undefined)}
                options={[
                  { value: 'MEMBER', label: 'Member' },
                  { value: 'UMUM', label: 'Non Member' },
                ]}
              />
            </Form.Item>
          </Col>
          {!titipan && (
            <Col xs={24} md={8}>
              <Form.Item name="kode_marketplace" label="Marketplace">
                <RefSelect
                  master={masterResource('marketplace')}
                  label="Marketplace (jika ada)"
                  allowClear
                  data-testid="kode-marketplace"
                />
              </Form.Item>
            </Col>
          )}
          {jenis === 'MEMBER' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="kode_member"
                label="Member"
                rules={[{ required: true, message: TRANSAKSI_PENJUALAN_TEXTS.memberHarusDipilih }]}
              >
                <MemberSelect onPick={pickMember} disabled={locked} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={narrow ? 5 : 8}>
            <Form.Item
              name="nama_customer"
              label="Nama Customer"
              rules={[{ required: true, whitespace: true, message: 'Nama Customer Harus Diisi' }]}
            >
              <UpperCaseInput
                maxLength={100}
                readOnly={jenis === 'MEMBER' || locked}
                data-testid="nama-customer"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={narrow ? 4 : 6}>
            <Form.Item name="no_hp" label="No HP">
              <UpperCaseInput maxLength={20} readOnly={locked} data-testid="no-hp" />
            </Form.Item>
          </Col>
          <Col xs={24} md={narrow ? 7 : alamatWidth}>
            <Form.Item name="alamat_customer" label="Alamat">
              <UpperCaseInput maxLength={300} readOnly={locked} data-testid="alamat-customer" />
            </Form.Item>
          </Col>
        </Row>
        {ambil ? (
          <TitipanLinesTable items={ambil.items} withTotal data-testid="penjualan-lines" />
        ) : (
          <>
            {unpriced.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                data-testid="harga-belum-diinput"
                title={TRANSAKSI_PENJUALAN_TEXTS.hargaBelumDiinput(unpriced.join(', '))}
              />
            )}
            <ScanInput onScan={scan} problem={problem} loading={pending > 0} disabled={busy} />
            <PenjualanCartTable
              lines={lines}
              disabled={busy}
              fixedPrice={titipan}
              onHargaJual={(kode, harga) => setLines((current) => setHargaJual(current, kode, harga))}
              onRemove={(kode) =>
                setLines((current) => current.filter((line) => line.barang.kode_barcode !== kode))
              }
            />
          </>
        )}
        {titipan && (
          <Card size="small" title="Titipan" style={{ marginTop: 16 }}>
            <TitipanDpFields total={totals.total} dp={dp} disabled={busy} />
          </Card>
        )}
        <Card size="small" title={titipan ? 'Pembayaran DP' : 'Pembayaran'} style={{ marginTop: 16 }}>
          {titipan ? (
            <PembayaranFields form={form} total={dp ?? 0} totalLabel="DP Dibayar" disabled={busy} />
          ) : (
            <PembayaranFields
              form={form}
              total={ambilTotals ? ambilTotals.total : totals.total}
              titipan={ambil ? { no_titip: ambil.no_titip, dp: ambil.dp } : undefined}
              disabled={busy}
            />
          )}
        </Card>
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={baru} disabled={busy} data-testid="transaksi-baru">
            Transaksi Baru
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={lines.length > 0 || ambil ? <SaveOutlined /> : <ShoppingCartOutlined />}
            loading={busy}
            disabled={lines.length === 0 && !ambil}
            data-testid="simpan"
          >
            {titipan ? 'Simpan Titipan' : 'Simpan Penjualan'}
          </Button>
        </Flex>
      </NoEnterForm>
      {otorisasiDialog}
      <AmbilTitipanDialog
        open={chooser}
        onPick={(doc) => void pickTitipan(doc)}
        onClose={() => setChooser(false)}
      />
      <PenjualanNotaDialog
        noFakturGroup={notaOf?.kind === 'penjualan' ? notaOf.no : undefined}
        onClose={() => setNotaOf(undefined)}
        title="Nota Penjualan"
      />
      <TitipanNotaDialog
        noTitip={notaOf?.kind === 'titipan' ? notaOf.no : undefined}
        onClose={() => setNotaOf(undefined)}
        title="Nota Titipan"
      />
    </PageCard>
  );
}
