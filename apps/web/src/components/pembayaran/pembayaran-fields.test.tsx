import { render, screen, within } from '@testing-library/react';
import type { MasterResource } from '@toko/shared';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { METODE_BELI, METODE_JUAL, type MetodeBayar, PembayaranFields } from './pembayaran-fields';
import { bayarProblem, type DpDiambil, type PembayaranValues, settle, sisaCash } from './settle';

// The bank master: MANDIRI charges 1.5 % on cards; the shop's one account.
vi.mock('../master-select/get-master-active', () => ({
  useMasterActive: (entry: MasterResource) => ({
    data:
      entry.key === 'bank'
        ? [{ id: 1, kode_bank: 'MANDIRI', nama_bank: 'BANK MANDIRI', fee_persen: 1.5 }]
        : [{ id: 1, no_rekening: '1234567890', nama_rekening: 'TOKO EMAS PUSAT' }],
    isLoading: false,
  }),
}));

function Harness(props: {
  total: number;
  initial: PembayaranValues;
  methods?: readonly MetodeBayar[];
  payout?: boolean;
  dp?: DpDiambil;
  totalLabel?: string;
}) {
  const [form] = Form.useForm<PembayaranValues>();
  return (
    <Form form={form} initialValues={props.initial}>
      <PembayaranFields
        form={form}
        total={props.total}
        methods={props.methods ?? METODE_JUAL}
        payout={props.payout}
        dp={props.dp}
        totalLabel={props.totalLabel}
      />
    </Form>
  );
}

/** The summary as label -> value, read off the screen. */
async function summary(): Promise<Record<string, string>> {
  const table = await screen.findByTestId('ringkasan-bayar');
  const rows = within(table).getAllByRole('row');
  return Object.fromEntries(
    rows.map((row) => {
      const [label, value] = [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
      return [label, value];
    }),
  );
}

const DP: DpDiambil = { jenis: 'Titipan', no: 'PST-TP-261122-0001', dp: 1_000_000 };

describe('PembayaranFields of a sale', () => {
  it('offers every method with its account or bank', () => {
    render(<Harness total={1_000_000} initial={{}} />);
    for (const testId of ['bayar-cash', 'bayar-transfer', 'bayar-rekening', 'bayar-debet', 'bayar-credit']) {
      expect(screen.getByTestId(testId)).toBeTruthy();
    }
    expect(screen.getByText('Rekening Tujuan')).toBeTruthy();
    expect(screen.getByText('Bank Debet')).toBeTruthy();
  });

  it('counts a collected deposit’s DP as paid: the payment covers only the rest', async () => {
    render(<Harness total={5_003_500} dp={DP} initial={{ cash: 4_003_500 }} />);
    expect(await summary()).toEqual({
      'Total Belanja': 'Rp 5,003,500',
      'DP Titipan': 'Rp 1,000,000PST-TP-261122-0001',
      'Sisa Pembayaran': 'Rp 4,003,500',
      'Non Tunai': 'Rp 0',
      'Sisa Dibayar Tunai': 'Rp 4,003,500',
      Kembalian: 'Rp 0',
    });
    expect(screen.queryByTestId('bayar-problem')).toBeNull();
  });

  it('counts a collected order’s DP as paid under its own label', async () => {
    const order: DpDiambil = { jenis: 'Pesanan', no: 'PST-PS-261122-0001', dp: 1_000_000 };
    render(<Harness total={7_780_000} dp={order} initial={{ cash: 7_000_000 }} />);
    expect(await summary()).toEqual({
      'Total Belanja': 'Rp 7,780,000',
      'DP Pesanan': 'Rp 1,000,000PST-PS-261122-0001',
      'Sisa Pembayaran': 'Rp 6,780,000',
      'Non Tunai': 'Rp 0',
      'Sisa Dibayar Tunai': 'Rp 6,780,000',
      Kembalian: 'Rp 220,000',
    });
    expect(screen.getByTestId('bayar-sisa-pesanan').textContent).toBe('Rp 6,780,000');
  });

  it('says what is missing once the DP is counted, and refuses a card for more than the rest', async () => {
    const { unmount } = render(<Harness total={5_003_500} dp={DP} initial={{ cash: 3_000_000 }} />);
    expect((await screen.findByTestId('bayar-problem')).textContent).toBe('Pembayaran kurang Rp 1,003,500');
    unmount();
    render(<Harness total={5_003_500} dp={DP} initial={{ debet: 4_100_000, kode_bank_debet: 'MANDIRI' }} />);
    expect((await screen.findByTestId('bayar-problem')).textContent).toBe(
      'Pembayaran non tunai melebihi total yang harus dibayar',
    );
    expect((await summary())['Non Tunai']).toBe('Rp 4,100,000');
  });

  it('takes a deposit’s DP under its own label, with change from cash', async () => {
    render(<Harness total={1_000_000} totalLabel="DP Dibayar" initial={{ cash: 1_050_000 }} />);
    const lines = await summary();
    expect(lines['DP Dibayar']).toBe('Rp 1,000,000');
    expect(lines.Kembalian).toBe('Rp 50,000');
    expect(Object.keys(lines)).not.toContain('Sisa Pembayaran');
  });
});

describe('PembayaranFields of a buyback', () => {
  const payout = (initial: PembayaranValues) => (
    <Harness total={6_549_000} methods={METODE_BELI} payout totalLabel="Total Pembelian" initial={initial} />
  );

  it('offers cash and a transfer from one of the shop’s accounts, no card', () => {
    render(payout({}));
    expect(screen.getByText('Rekening Asal')).toBeTruthy();
    expect(screen.queryByTestId('bayar-debet')).toBeNull();
    expect(screen.queryByTestId('bayar-credit')).toBeNull();
  });

  it('is settled when cash and transfer pay exactly the total, and says by how much they miss it', async () => {
    const { unmount } = render(payout({ cash: 4_549_000, transfer: 2_000_000 }));
    expect((await screen.findByTestId('bayar-selisih')).textContent).toBe('Rp 0');
    expect(screen.queryByTestId('bayar-problem')).toBeNull();
    expect((await summary())['Total Pembelian']).toBe('Rp 6,549,000');
    unmount();
    render(payout({ cash: 5_000_000, transfer: 2_000_000 }));
    expect((await screen.findByTestId('bayar-selisih')).textContent).toBe('Rp 451,000');
    expect(screen.getByTestId('bayar-problem').textContent).toBe(
      'Pembayaran Rp 7,000,000 harus sama dengan total pembelian Rp 6,549,000',
    );
  });
});

describe('settle', () => {
  it('passes the DP to the payment rules and the card fee of the chosen bank', () => {
    const fees = new Map([['MANDIRI', 1.5]]);
    expect(
      settle(5_003_500, { debet: 4_003_500, kode_bank_debet: 'MANDIRI' }, fees, 1_000_000),
    ).toMatchObject({
      sisaTunai: 0,
      kembalian: 0,
      biayaDebet: 60_053,
      problem: null,
    });
    expect(settle(5_003_500, { debet: 4_003_500, kode_bank_debet: 'MANDIRI' }, fees).problem).toBe(
      'Pembayaran kurang Rp 1,000,000',
    );
  });
});

describe('paying out', () => {
  it('fills cash with what the transfer leaves, and wants the two to pay exactly the total', () => {
    expect(sisaCash(6_566_000, 2_000_000)).toBe(4_566_000);
    expect(sisaCash(1_000_000, 2_000_000)).toBe(0);
    expect(bayarProblem(6_566_000, 4_566_000, 2_000_000)).toBeUndefined();
    expect(bayarProblem(6_566_000, 5_000_000, 2_000_000)).toBe(
      'Pembayaran Rp 7,000,000 harus sama dengan total pembelian Rp 6,566,000',
    );
  });
});
