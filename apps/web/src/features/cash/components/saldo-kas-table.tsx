import { AKUN_KAS, type SaldoKas, TEXTS } from '@toko/shared';
import { Table, type TableColumnsType, Typography } from 'antd';
import { FIT_TO_WIDTH } from '../../../components/data-table/fit-to-width';
import { RupiahCell } from '../../../components/data-table/rupiah-cell';
import { EMPTY_CELL, formatRupiah } from '../../../lib/format';
import { WEB_TEXTS } from '../../../texts';

export interface SaldoKasTableProps {
  balances: readonly SaldoKas[];
  loading?: boolean;
  /**
   * The balance of each account once the entry on screen is saved (akun -> rupiah): the
   * table then shows each account now, the change and after, instead of the day's flows.
   */
  sesudah?: ReadonlyMap<string, number>;
}

const rupiah = (amount: number, strong = false) => (
  <Typography.Text strong={strong} type={amount < 0 ? 'danger' : undefined}>
    <RupiahCell value={amount} />
  </Typography.Text>
);

/** '+Rp 3,000,000' / '-Rp 3,000,000': which way the entry moves an account. */
export function formatPerubahan(amount: number): string {
  if (amount === 0) return EMPTY_CELL;
  return `${amount > 0 ? '+' : '-'}${formatRupiah(Math.abs(amount))}`;
}

const akunColumn: TableColumnsType<SaldoKas>[number] = {
  key: 'akun',
  title: 'Akun',
  render: (_value, row) => (
    // A long account name wraps, so the amounts beside it stay in sight.
    <div style={{ minWidth: 110, maxWidth: 170 }}>
      <div style={{ fontWeight: 500 }}>{row.nama}</div>
      {row.akun !== AKUN_KAS && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          No Rek {row.akun}
        </Typography.Text>
      )}
    </div>
  ),
};

const akhirColumn = (title: string): TableColumnsType<SaldoKas>[number] => ({
  key: 'akhir',
  title,
  align: 'right',
  render: (_value, row) => <span data-testid={`saldo-akhir-${row.akun}`}>{rupiah(row.akhir, true)}</span>,
});

function sesudahColumns(sesudah: ReadonlyMap<string, number>): TableColumnsType<SaldoKas> {
  return [
    akunColumn,
    akhirColumn('Saldo Sekarang'),
    {
      key: 'perubahan',
      title: 'Perubahan',
      align: 'right',
      render: (_value, row) => {
        const after = sesudah.get(row.akun);
        return (
          <span data-testid={`saldo-perubahan-${row.akun}`}>
            {after === undefined ? (
              EMPTY_CELL
            ) : (
              <RupiahCell value={after - row.akhir} format={formatPerubahan} />
            )}
          </span>
        );
      },
    },
    {
      key: 'sesudah',
      title: WEB_TEXTS.cash.sesudahDisimpan,
      align: 'right',
      render: (_value, row) => {
        const after = sesudah.get(row.akun);
        return (
          <span data-testid={`saldo-sesudah-${row.akun}`}>
            {after === undefined ? EMPTY_CELL : rupiah(after, true)}
          </span>
        );
      },
    },
  ];
}

const FLOW_COLUMNS: TableColumnsType<SaldoKas> = [
  akunColumn,
  { key: 'awal', title: 'Saldo Awal', align: 'right', render: (_value, row) => rupiah(row.awal) },
  { key: 'masuk', title: 'Masuk', align: 'right', render: (_value, row) => rupiah(row.masuk) },
  { key: 'keluar', title: 'Keluar', align: 'right', render: (_value, row) => rupiah(row.keluar) },
  akhirColumn('Saldo Akhir'),
];

/**
 * The day's balance of the till and of each bank account: awal + masuk - keluar = akhir.
 * Card money lands in a bank account, not the till, which staff would not guess: the
 * note under the table says so wherever a balance is shown.
 */
export function SaldoKasTable({ balances, loading, sesudah }: SaldoKasTableProps) {
  return (
    <>
      <Table<SaldoKas>
        data-testid="saldo-kas"
        size="small"
        rowKey="akun"
        columns={sesudah ? sesudahColumns(sesudah) : FLOW_COLUMNS}
        dataSource={[...balances]}
        loading={loading}
        pagination={false}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
      />
      <div data-testid="catatan-kartu" style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {TEXTS.cash.catatanKartu}
        </Typography.Text>
      </div>
    </>
  );
}
