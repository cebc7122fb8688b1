import { EditOutlined, PrinterOutlined, SaveOutlined, ShoppingOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  type Member,
  masterResource,
  PEMBELIAN_TEXTS,
  type PembelianDoc,
  type PembelianInput,
  type PembelianNota,
  pembelianSchema,
  TEXTS,
} from '@toko/shared';
import { Alert, Button, Card, Col, Flex, Form, Radio, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
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
import { formatGrams, formatNumber, formatRupiah } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { getPembelianNota } from '../api/get-pembelian-nota';
import { purchasesQueryKeys } from '../api/purchases-query-keys';
import { simpanPembelian } from '../api/simpan-pembelian';
import {
  PembayaranPembelianFields,
  type PembayaranPembelianValues,
} from '../components/pembayaran-pembelian-fields';
import {
  bayarProblem,
  cartItems,
  cartTotals,
  notaCustomer,
  otorisasiNotes,
  PEMBELIAN_CART_TEXTS,
  type PembelianCartLine,
  priceLine,
  putLine,
  removeLine,
  setHarga,
  sisaCash,
} from '../components/pembelian-cart';
import { PembelianCartTable } from '../components/pembelian-cart-table';
import { type LineDraft, PembelianLineDialog } from '../components/pembelian-line-dialog';
import { PembelianNotaDialog } from '../components/pembelian-nota-dialog';
import { usePricingRules } from '../components/use-pricing-rules';

interface PembelianFields extends PembayaranPembelianValues {
  kode_sales?: string;
  jenis_customer: 'MEMBER' | 'UMUM';
  kode_member?: string;
  nama_customer?: string;
  no_hp?: string;
  alamat_customer?: string;
}

export const TRANSAKSI_PEMBELIAN_TEXTS = {
  memberHarusDipilih: 'Member Harus Dipilih',
  perluOtorisasi: 'Pembelian ini perlu otorisasi Owner atau Supervisor saat disimpan',
  tersimpan: (no: string) => `Pembelian Tersimpan - No Nota ${no}`,
  otorisasiTitle: 'Otorisasi Pembelian',
} as const;

const INITIAL: Partial<PembelianFields> = { jenis_customer: 'UMUM', cash: 0, transfer: 0 };

/** The server asks for the otorisasi the counter did not see coming (a price or module changed meanwhile). */
function isPerluOtorisasi(error: unknown): boolean {
  return (
    (error as { status?: number }).status === 422 && apiErrorMessage(error) === PEMBELIAN_TEXTS.perluOtorisasi
  );
}

/**
 * Transaksi Pembelian (DOMAIN.md §2): the shop buys gold back. A piece it sold is scanned
 * and priced from its receipt; gold from elsewhere is entered without barcode at the
 * day's buy price. The condition cuts the price; a line without receipt, above the offer
 * or heavier than its receipt needs a second user's otorisasi. The shop pays in cash
 * and/or by transfer, exactly the total; the buyback waits for a supervisor's validation.
 */
export function TransaksiPembelianPage() {
  const meta = useRouteMeta();
  const queryClient = useQueryClient();
  const rules = usePricingRules();
  const [form] = Form.useForm<PembelianFields>();
  const [lines, setLines] = useState<PembelianCartLine[]>([]);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(0);
  const [member, setMember] = useState<Member>();
  const [saved, setSaved] = useState<PembelianDoc>();
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState<LineDraft>();
  const [notaOf, setNotaOf] = useState<string>();
  const idempotencyKey = useRef(newIdempotencyKey());
  const tanpaBarcode = useRef(0);
  const { requestOtorisasi, otorisasiDialog } = useOtorisasi();
  const jenis = Form.useWatch('jenis_customer', form) ?? 'UMUM';
  const nama = Form.useWatch('nama_customer', form);
  const transfer = Form.useWatch('transfer', form) ?? 0;
  const totals = cartTotals(lines, rules);

  // Cash pays what the transfer leaves: typed over, it is filled again when the total or the transfer changes.
  useEffect(() => {
    form.setFieldValue('cash', sisaCash(totals.total, transfer));
  }, [form, totals.total, transfer]);

  const scan = async (text: string) => {
    if (!/^\d{1,8}$/.test(text)) {
      setProblem(PEMBELIAN_CART_TEXTS.barcodeSalah);
      return;
    }
    const kode = text.padStart(8, '0');
    if (lines.some((line) => line.key === kode)) {
      setProblem(PEMBELIAN_CART_TEXTS.sudahAda(kode));
      return;
    }
    setPending((count) => count + 1);
    try {
      const nota = await getPembelianNota(kode);
      setProblem(undefined);
      setDraft({ kind: 'nota', nota });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.requestFailed);
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

  /**
   * The first receipt scanned names the customer when the form has none yet: whoever
   * brings the piece back is usually who bought it. What the cashier typed or picked
   * stays, and every field remains editable.
   */
  const customerFromNota = async (nota: PembelianNota) => {
    if (form.getFieldValue('nama_customer')?.trim()) return;
    const customer = notaCustomer(nota);
    form.setFieldsValue(customer);
    setMember(undefined);
    if (!customer.kode_member) return;
    try {
      // The member's record as it is today (phone, address, points) rather than the receipt's copy.
      pickMember(await queryClient.fetchQuery(memberQuery(customer.kode_member)));
    } catch (error) {
      // A member no longer found still names the customer: the buyback goes on as non-member.
      form.setFieldsValue({ jenis_customer: 'UMUM', kode_member: undefined });
      notifyInfo(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  const putDraftLine = (line: PembelianCartLine) => {
    const replacing = draft?.editing?.key;
    setLines((current) => {
      const next = putLine(current, line, { replacing });
      setProblem(next.problem);
      return next.lines;
    });
    setDraft(undefined);
    if (line.nota && replacing === undefined) void customerFromNota(line.nota);
  };

  const editLine = (line: PembelianCartLine) =>
    setDraft(
      line.nota ? { kind: 'nota', nota: line.nota, editing: line } : { kind: 'tanpa-barcode', editing: line },
    );

  const baru = () => {
    const kodeSales = form.getFieldValue('kode_sales');
    form.resetFields();
    form.setFieldsValue({ ...INITIAL, kode_sales: kodeSales });
    setLines([]);
    setMember(undefined);
    setProblem(undefined);
    idempotencyKey.current = newIdempotencyKey();
  };

  const bodyOf = (values: PembelianFields): PembelianInput => {
    const cash = values.cash ?? 0;
    const transferRp = values.transfer ?? 0;
    return {
      idempotency_key: idempotencyKey.current,
      kode_sales: values.kode_sales ?? '',
      kode_member: values.jenis_customer === 'MEMBER' ? (values.kode_member ?? '') : '',
      nama_customer: values.nama_customer ?? '',
      no_hp: values.no_hp ?? '',
      alamat_customer: values.alamat_customer ?? '',
      items: cartItems(lines),
      bayar: { cash, transfer: transferRp, no_rekening: transferRp > 0 ? (values.no_rekening ?? '') : '' },
    };
  };

  const withOtorisasi = (body: PembelianInput, needing: PembelianCartLine[]) =>
    requestOtorisasi({
      title: TRANSAKSI_PEMBELIAN_TEXTS.otorisasiTitle,
      description: (
        <Alert
          type="warning"
          showIcon
          data-testid="otorisasi-pembelian-lines"
          title={needing
            .map((line) => {
              const priced = priceLine(line, rules);
              const notes = otorisasiNotes(line, priced);
              return `${line.nota ? line.nota.kode_barcode : 'TANPA BARCODE'} ${line.nama_barang}, ${formatGrams(
                line.berat,
              )} gr, ${formatRupiah(priced.harga)}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
            })
            .join('; ')}
        />
      ),
      send: (otorisasi) => simpanPembelian({ ...body, otorisasi }),
    });

  const refused = (error: unknown) => {
    const message = apiErrorMessage(error);
    notifyInfo(message ?? TEXTS.saveError);
    // A piece bought back meanwhile by another counter leaves the list.
    if (message && (error as { status?: number }).status === 409) {
      setLines((current) =>
        current.filter((line) => !(line.nota && message.includes(line.nota.kode_barcode))),
      );
      setProblem(message);
    }
  };

  const simpan = async (values: PembelianFields) => {
    if (lines.length === 0) {
      setProblem(PEMBELIAN_TEXTS.barangHarusDiisi);
      return;
    }
    const payment = bayarProblem(totals.total, values.cash ?? 0, values.transfer ?? 0);
    if (payment) {
      notifyInfo(payment);
      return;
    }
    const body = bodyOf(values);
    // The server's own rules, told before the request.
    const checked = pembelianSchema.safeParse(body);
    if (!checked.success) {
      notifyInfo(checked.error.issues[0]?.message ?? TEXTS.saveError);
      return;
    }
    const needing = lines.filter((line) => priceLine(line, rules).otorisasi !== null);
    setBusy(true);
    try {
      let doc: PembelianDoc | undefined;
      if (needing.length > 0) {
        doc = await withOtorisasi(body, needing);
      } else {
        try {
          doc = await simpanPembelian(body);
        } catch (error) {
          if (!isPerluOtorisasi(error)) throw error;
          doc = await withOtorisasi(body, lines);
        }
      }
      if (!doc) return;
      notifySuccess(TEXTS.saved);
      setSaved(doc);
      baru();
      void queryClient.invalidateQueries({ queryKey: purchasesQueryKeys.pembelian });
      setNotaOf(doc.no_faktur_group);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const bayarText = (doc: PembelianDoc) =>
    [
      doc.cash_rp > 0 ? `cash ${formatRupiah(doc.cash_rp)}` : '',
      doc.transfer_rp > 0 ? `transfer ${formatRupiah(doc.transfer_rp)} dari rekening ${doc.no_rekening}` : '',
    ]
      .filter(Boolean)
      .join(', ');

  return (
    <PageCard title={meta?.title ?? 'Transaksi Pembelian'}>
      <NoEnterForm<PembelianFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={INITIAL}
        onFinish={simpan}
      >
        <CustomerBanner nama={nama} member={jenis === 'MEMBER' ? member : undefined} />
        {saved && (
          <Alert
            type="success"
            showIcon
            closable
            style={{ marginBottom: 16 }}
            data-testid="pembelian-result"
            title={TRANSAKSI_PEMBELIAN_TEXTS.tersimpan(saved.no_faktur_group)}
            description={`${formatNumber(saved.items.length)} barang, total ${formatRupiah(saved.total)}, dibayar ${bayarText(
              saved,
            )}. Menunggu validasi supervisor.`}
            onClose={() => setSaved(undefined)}
            action={
              <Button
                icon={<PrinterOutlined />}
                onClick={() => setNotaOf(saved.no_faktur_group)}
                data-testid="cetak-nota"
              >
                Cetak Nota
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
                onChange={() => pickMember(undefined)}
                options={[
                  { value: 'MEMBER', label: 'Member' },
                  { value: 'UMUM', label: 'Non Member' },
                ]}
              />
            </Form.Item>
          </Col>
          {jenis === 'MEMBER' && (
            <Col xs={24} md={8}>
              <Form.Item
                name="kode_member"
                label="Member"
                rules={[{ required: true, message: TRANSAKSI_PEMBELIAN_TEXTS.memberHarusDipilih }]}
              >
                <MemberSelect onPick={pickMember} member={member} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Form.Item
              name="nama_customer"
              label="Nama Customer"
              rules={[{ required: true, whitespace: true, message: 'Nama Customer Harus Diisi' }]}
            >
              <UpperCaseInput maxLength={100} readOnly={jenis === 'MEMBER'} data-testid="nama-customer" />
            </Form.Item>
          </Col>
          <Col xs={24} md={jenis === 'MEMBER' ? 6 : 8}>
            <Form.Item name="no_hp" label="No HP">
              <UpperCaseInput maxLength={20} data-testid="no-hp" />
            </Form.Item>
          </Col>
          <Col xs={24} md={jenis === 'MEMBER' ? 10 : 16}>
            <Form.Item name="alamat_customer" label="Alamat">
              <UpperCaseInput maxLength={300} data-testid="alamat-customer" />
            </Form.Item>
          </Col>
        </Row>
        <Card
          size="small"
          title="Barang Dibeli"
          extra={
            <Button
              icon={<EditOutlined />}
              disabled={busy}
              onClick={() => setDraft({ kind: 'tanpa-barcode' })}
              data-testid="tanpa-barcode"
            >
              Tanpa Barcode
            </Button>
          }
        >
          <ScanInput
            onScan={scan}
            problem={problem}
            loading={pending > 0}
            disabled={busy}
            label="Scan Barcode Nota"
          />
          {totals.perluOtorisasi && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="perlu-otorisasi"
              title={TRANSAKSI_PEMBELIAN_TEXTS.perluOtorisasi}
            />
          )}
          <PembelianCartTable
            lines={lines}
            rules={rules}
            disabled={busy}
            onHarga={(key, harga) => setLines((current) => setHarga(current, key, harga, rules))}
            onEdit={editLine}
            onRemove={(key) => setLines((current) => removeLine(current, key))}
          />
        </Card>
        <Card size="small" title="Pembayaran" style={{ marginTop: 16 }}>
          <PembayaranPembelianFields form={form} total={totals.total} disabled={busy} />
        </Card>
        <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={baru} disabled={busy} data-testid="transaksi-baru">
            Transaksi Baru
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={lines.length > 0 ? <SaveOutlined /> : <ShoppingOutlined />}
            loading={busy}
            disabled={lines.length === 0}
            data-testid="simpan"
          >
            Simpan Pembelian
          </Button>
        </Flex>
      </NoEnterForm>
      <PembelianLineDialog
        draft={draft}
        rules={rules}
        newKey={() => {
          tanpaBarcode.current += 1;
          return `TB-${tanpaBarcode.current}`;
        }}
        onSubmit={putDraftLine}
        onCancel={() => setDraft(undefined)}
      />
      {otorisasiDialog}
      <PembelianNotaDialog
        noFakturGroup={notaOf}
        onClose={() => setNotaOf(undefined)}
        title="Nota Pembelian"
      />
    </PageCard>
  );
}
