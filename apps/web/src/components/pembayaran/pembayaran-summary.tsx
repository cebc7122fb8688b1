import type { PaymentResult } from '@toko/shared';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { formatRupiah } from '../../lib/format';
import { bayarProblem, type DpDiambil, type TukarBayar, tukarSplit } from './settle';

type Items = NonNullable<DescriptionsProps['items']>;

/** Why the payment cannot be saved as it stands, in red under the summary. */
export function PembayaranProblem({ problem }: { problem: string | null | undefined }) {
  if (!problem) return null;
  return (
    <Typography.Text type="danger" data-testid="bayar-problem" style={{ display: 'block', marginTop: 8 }}>
      {problem}
    </Typography.Text>
  );
}

function dpItems(total: number, dp: DpDiambil): Items {
  const jenis = dp.jenis.toLowerCase();
  return [
    {
      key: 'dp',
      label: `DP ${dp.jenis}`,
      children: (
        <>
          <span data-testid={`bayar-dp-${jenis}`}>{formatRupiah(dp.dp)}</span>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {dp.no}
          </Typography.Text>
        </>
      ),
    },
    {
      key: 'kurang',
      label: 'Sisa Pembayaran',
      children: <b data-testid={`bayar-sisa-${jenis}`}>{formatRupiah(Math.max(0, total - dp.dp))}</b>,
    },
  ];
}

/** The gold traded in pays first; worth more than the sale, the shop pays the customer the rest. */
function tukarItems(total: number, tukar: TukarBayar): Items {
  const { dipakai, kurang } = tukarSplit(total, tukar.nilai);
  return [
    {
      key: 'tukar',
      label: 'Nilai Tukar',
      children: <span data-testid="bayar-tukar">{formatRupiah(tukar.nilai)}</span>,
    },
    kurang > 0
      ? {
          key: 'tukar-kurang',
          label: 'Tukar Kurang (dibayar toko, tunai)',
          children: (
            <Typography.Text strong type="warning" data-testid="bayar-tukar-kurang">
              {formatRupiah(kurang)}
            </Typography.Text>
          ),
        }
      : {
          key: 'tukar-tambah',
          label: 'Tukar Tambah (dibayar customer)',
          children: <b data-testid="bayar-tukar-tambah">{formatRupiah(total - dipakai)}</b>,
        },
  ];
}

function cardItems(result: PaymentResult): Items {
  const card = (key: string, jenis: string, tagih: number, biaya: number) =>
    biaya > 0
      ? [
          {
            key,
            label: `Tagihan ${jenis} (+ biaya kartu)`,
            children: `${formatRupiah(tagih)} (biaya ${formatRupiah(biaya)})`,
          },
        ]
      : [];
  return [
    ...card('debet', 'Debet', result.tagihDebet, result.biayaDebet),
    ...card('credit', 'Credit', result.tagihCredit, result.biayaCredit),
  ];
}

export interface SaleSummaryProps {
  total: number;
  totalLabel: string;
  result: PaymentResult;
  /** A deposit's or an order's DP this sale collects. */
  dp?: DpDiambil;
  tukar?: TukarBayar;
}

/** The customer pays: what is non-cash, what cash still covers, the card fees and the change. */
export function SaleSummary({ total, totalLabel, result, dp, tukar }: SaleSummaryProps) {
  const paidAlready = (dp?.dp ?? 0) + tukarSplit(total, tukar?.nilai ?? 0).dipakai;
  const items: Items = [
    { key: 'total', label: totalLabel, children: <b data-testid="bayar-total">{formatRupiah(total)}</b> },
    ...(dp ? dpItems(total, dp) : []),
    ...(tukar ? tukarItems(total, tukar) : []),
    // The DP and the gold are no money of today's: they show on their own lines, not among the non-cash.
    { key: 'non', label: 'Non Tunai', children: formatRupiah(result.nonTunai - paidAlready) },
    { key: 'sisa', label: 'Sisa Dibayar Tunai', children: formatRupiah(result.sisaTunai) },
    ...cardItems(result),
    {
      key: 'kembali',
      label: 'Kembalian',
      children: (
        <Typography.Text strong type="success" data-testid="bayar-kembalian">
          {formatRupiah(result.kembalian)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={1} data-testid="ringkasan-bayar" items={items} />
      <PembayaranProblem problem={total > 0 ? result.problem : null} />
    </>
  );
}

export interface PayoutSummaryProps {
  total: number;
  totalLabel: string;
  cash: number;
  transfer: number;
}

/** The shop pays the customer: cash and transfer, and by how much they miss the total. */
export function PayoutSummary({ total, totalLabel, cash, transfer }: PayoutSummaryProps) {
  const items: Items = [
    { key: 'total', label: totalLabel, children: <b data-testid="bayar-total">{formatRupiah(total)}</b> },
    { key: 'cash', label: 'Dibayar Cash', children: formatRupiah(cash) },
    { key: 'transfer', label: 'Dibayar Transfer', children: formatRupiah(transfer) },
    {
      key: 'selisih',
      label: 'Selisih',
      children: (
        <Typography.Text
          strong
          type={cash + transfer === total ? 'success' : 'danger'}
          data-testid="bayar-selisih"
        >
          {formatRupiah(cash + transfer - total)}
        </Typography.Text>
      ),
    },
  ];
  return (
    <>
      <Descriptions bordered size="small" column={1} data-testid="ringkasan-bayar" items={items} />
      <PembayaranProblem problem={total > 0 ? bayarProblem(total, cash, transfer) : undefined} />
    </>
  );
}
