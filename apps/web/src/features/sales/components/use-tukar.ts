import { useState } from 'react';
import { usePembelianCart } from '../../../components/buyback/use-pembelian-cart';
import { usePricingRules } from '../../../components/buyback/use-pricing-rules';

/**
 * Paying a sale with gold the customer brings in (Tukar): the buyback lines of Transaksi
 * Pembelian, priced by the same rules with the trade-in cut (POTONGAN_TUKAR_PERSEN) for
 * pieces with this shop's receipt. Their value pays for the sale.
 */
export function useTukar() {
  const rules = usePricingRules(true);
  const cart = usePembelianCart(rules);
  const [opened, setOpened] = useState(false);
  return {
    rules,
    cart,
    /** The Barang Tukar card is shown: opened by Bayar dengan Tukar, or holding lines. */
    aktif: opened || cart.lines.length > 0,
    /** What the gold is worth. */
    nilai: cart.totals.total,
    mulai: () => setOpened(true),
    /** Back to a sale without trade-in. */
    lepas: () => {
      cart.clear();
      setOpened(false);
    },
  };
}

export type TukarState = ReturnType<typeof useTukar>;
