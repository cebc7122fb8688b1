import { render, screen, within } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { type DpTitipan, PembayaranFields, type PembayaranValues, settle } from './pembayaran-fields';

// The bank master: MANDIRI charges 1.5 % on cards.
vi.mock('../../../components/master-select/get-master-active', () => ({
  useMasterActive: () => ({
    data: [{ id: 1, kode_bank: 'MANDIRI', nama_bank: 'BANK MANDIRI', fee_persen: 1.5 }],
    isLoading: false,
  }),
}));

function Harness(props: {
  total: number;
  initial: PembayaranValues;
  titipan?: DpTitipan;
  totalLabel?: string;
}) {
  const [form] = Form.useForm<PembayaranValues>();
  return (
    <Form form={form} initialValues={props.initial}>
      <PembayaranFields
        form={form}
        total={props.total}
        titipan={props.titipan}
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

const DP: DpTitipan = { no_titip: 'PST-TP-261122-0001', dp: 1_000_000 };

describe('PembayaranFields', () => {
  it('counts a collected deposit’s DP as paid: the payment covers only the rest', async () => {
    render(<Harness total={5_003_500} titipan={DP} initial={{ cash: 4_003_500 }} />);
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

  it('says what is missing once the DP is counted, and refuses a card for more than the rest', async () => {
    const { unmount } = render(<Harness total={5_003_500} titipan={DP} initial={{ cash: 3_000_000 }} />);
    expect((await screen.findByTestId('bayar-problem')).textContent).toBe('Pembayaran kurang Rp 1,003,500');
    unmount();
    render(
      <Harness total={5_003_500} titipan={DP} initial={{ debet: 4_100_000, kode_bank_debet: 'MANDIRI' }} />,
    );
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
