/**
 * Rupiah are integers everywhere. Prices per gram times weights are computed in
 * milligrams so that no float ever touches money (1.1 g x Rp 1,000,000 must be
 * exactly Rp 1,100,000, which `1.1 * 1_000_000` is not).
 */
export const DEFAULT_PEMBULATAN = 500;

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} harus bilangan bulat`);
}

/** Rounds up to the next multiple of `step` (the shop's pembulatan). Exact multiples stay. */
export function roundUpTo(amount: number, step: number = DEFAULT_PEMBULATAN): number {
  assertSafeInteger(amount, 'amount');
  assertSafeInteger(step, 'step');
  if (step <= 0) return amount;
  const rest = ((amount % step) + step) % step;
  return rest === 0 ? amount : amount + (step - rest);
}

/** Rounds down to a multiple of `step` (buybacks with PEMBULATAN_PEMBELIAN_KEBAWAH_MODULE). */
export function roundDownTo(amount: number, step: number = DEFAULT_PEMBULATAN): number {
  assertSafeInteger(amount, 'amount');
  assertSafeInteger(step, 'step');
  if (step <= 0) return amount;
  const rest = ((amount % step) + step) % step;
  return amount - rest;
}

/**
 * Price of `milligrams` at `rupiahPerGram`, rounded up to the whole rupiah.
 * BigInt keeps the product exact for any realistic weight and price.
 */
export function priceOfWeight(milligrams: number, rupiahPerGram: number): number {
  assertSafeInteger(milligrams, 'milligrams');
  assertSafeInteger(rupiahPerGram, 'rupiahPerGram');
  const product = BigInt(milligrams) * BigInt(rupiahPerGram);
  const quotient = product / 1000n;
  const remainder = product % 1000n;
  const whole = remainder > 0n ? quotient + 1n : quotient;
  return Number(whole);
}

/** Percentage of an amount, rounded up to the whole rupiah (percent may carry decimals, e.g. 1.1). */
export function percentOf(amount: number, percent: number): number {
  assertSafeInteger(amount, 'amount');
  // Percentages are entered with at most 4 decimals; scale them to an integer first.
  const scaled = Math.round(percent * 10_000);
  const product = BigInt(amount) * BigInt(scaled);
  const divisor = 1_000_000n;
  const quotient = product / divisor;
  return Number(product % divisor > 0n ? quotient + 1n : quotient);
}

/** Sums integer rupiah; throws instead of silently losing precision. */
export function sumRupiah(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertSafeInteger(amount, 'amount');
    total += amount;
  }
  assertSafeInteger(total, 'total');
  return total;
}
