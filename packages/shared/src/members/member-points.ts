/** One row of the master Parameter Point, weights in milligrams. */
export interface PointRule {
  tipe_poin: 'BERAT' | 'RUPIAH';
  /** null: every group. */
  kode_group: string | null;
  /** Weight bracket of a piece (BERAT); 0 as the upper bound means no upper bound. */
  beratMinMg: number;
  beratMaxMg: number;
  /** Rupiah that earn `poin` once (RUPIAH). */
  kelipatanRp: number;
  poin: number;
}

export interface PointLine {
  kode_group: string;
  /** Milligrams. */
  berat: number;
  /** What the customer paid for the line. */
  hargaJual: number;
}

function matchesGroup(rule: PointRule, kodeGroup: string): boolean {
  return rule.kode_group === null || rule.kode_group === '' || rule.kode_group === kodeGroup;
}

/**
 * Points a member earns on a sale (DOMAIN.md §2, both modes configurable per shop):
 * - BERAT: each piece earns the best-paying rule whose group and weight bracket it fits,
 *   once — overlapping brackets never pay twice for one piece;
 * - RUPIAH: every rule pays `poin` for each whole `kelipatan` of the lines it covers.
 * A shop with rules of both kinds gives both. Cancelling a line recomputes over what is left.
 */
export function salePoints(lines: readonly PointLine[], rules: readonly PointRule[]): number {
  let points = 0;
  for (const line of lines) {
    let best = 0;
    for (const rule of rules) {
      if (rule.tipe_poin !== 'BERAT' || !matchesGroup(rule, line.kode_group)) continue;
      const aboveMin = line.berat >= rule.beratMinMg;
      const belowMax = rule.beratMaxMg <= 0 || line.berat <= rule.beratMaxMg;
      if (aboveMin && belowMax) best = Math.max(best, rule.poin);
    }
    points += best;
  }
  for (const rule of rules) {
    if (rule.tipe_poin !== 'RUPIAH' || rule.kelipatanRp <= 0) continue;
    const covered = lines
      .filter((line) => matchesGroup(rule, line.kode_group))
      .reduce((sum, line) => sum + line.hargaJual, 0);
    points += Math.floor(covered / rule.kelipatanRp) * rule.poin;
  }
  return points;
}
