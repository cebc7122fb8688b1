/**
 * The daily balance of one piece (or accessory line) in one gudang and baki:
 * count and milligrams per column. Every stock change is a movement in exactly one
 * column; `akhir = awal + in + tambah + beli - out - jual - hancur - susut` always holds.
 * `susut` is gold lost in washing (Cucian): weight only, the piece stays, so its count is 0.
 */
export const BALANCE_COLUMNS = ['awal', 'in', 'out', 'tambah', 'beli', 'jual', 'hancur', 'susut'] as const;
export type BalanceColumn = (typeof BALANCE_COLUMNS)[number];
/** Columns a movement can write; `awal` only comes from the previous day's `akhir`. */
export type MovementColumn = Exclude<BalanceColumn, 'awal'>;

export interface Quantity {
  stock: number;
  /** Milligrams. */
  berat: number;
}

export type StockBalance = Record<BalanceColumn | 'akhir', Quantity>;

const ADDING: readonly MovementColumn[] = ['in', 'tambah', 'beli'];

export function emptyBalance(awal: Quantity = { stock: 0, berat: 0 }): StockBalance {
  const zero = () => ({ stock: 0, berat: 0 });
  return {
    awal: { ...awal },
    in: zero(),
    out: zero(),
    tambah: zero(),
    beli: zero(),
    jual: zero(),
    hancur: zero(),
    susut: zero(),
    akhir: { ...awal },
  };
}

/** The sign a column carries in `akhir`. */
export function columnSign(column: MovementColumn): 1 | -1 {
  return ADDING.includes(column) ? 1 : -1;
}

export function akhirOf(balance: Omit<StockBalance, 'akhir'>): Quantity {
  const sum = (pick: (quantity: Quantity) => number) =>
    pick(balance.awal) +
    pick(balance.in) +
    pick(balance.tambah) +
    pick(balance.beli) -
    pick(balance.out) -
    pick(balance.jual) -
    pick(balance.hancur) -
    pick(balance.susut);
  return { stock: sum((quantity) => quantity.stock), berat: sum((quantity) => quantity.berat) };
}

/** A movement's effect on the day's balance: its column grows, `akhir` follows. */
export function applyMovement(
  balance: StockBalance,
  column: MovementColumn,
  quantity: Quantity,
): StockBalance {
  if (!Number.isSafeInteger(quantity.stock) || !Number.isSafeInteger(quantity.berat)) {
    throw new RangeError('Jumlah dan berat mutasi harus bilangan bulat (miligram)');
  }
  const next: StockBalance = {
    ...balance,
    [column]: {
      stock: balance[column].stock + quantity.stock,
      berat: balance[column].berat + quantity.berat,
    },
  };
  next.akhir = akhirOf(next);
  return next;
}

/** The next day's opening: `awal` is today's `akhir`, every movement column starts at zero. */
export function rollForward(balance: StockBalance): StockBalance {
  return emptyBalance(balance.akhir);
}

/** Does the stored row satisfy the balance rule? (Checked by tests and reports.) */
export function reconciles(balance: StockBalance): boolean {
  const expected = akhirOf(balance);
  return expected.stock === balance.akhir.stock && expected.berat === balance.akhir.berat;
}
