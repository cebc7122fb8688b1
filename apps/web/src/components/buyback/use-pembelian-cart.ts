import { cekNotaTokenOf, type PembelianNota, TEXTS } from '@toko/shared';
import { useRef, useState } from 'react';
import { WEB_TEXTS } from '../../texts';
import { tellRefusal, usePendingLookups } from '../counter/use-counter-form';
import { apiErrorMessage } from '../dialogs/api-error-message';
import { getPembelianNota, getPembelianNotaQr } from './get-pembelian-nota';
import {
  cartTotals,
  type PembelianCartLine,
  type PricingRules,
  putLine,
  removeLine,
  setHarga,
} from './pembelian-cart';
import type { LineDraft } from './pembelian-line-dialog';

/** The line form: open on a scanned receipt, for gold without barcode, or on a line to edit. */
function useLineDraft() {
  const [draft, setDraft] = useState<LineDraft>();
  const tanpaBarcode = useRef(0);
  return {
    draft,
    setDraft,
    tanpaBarcode: () => setDraft({ kind: 'tanpa-barcode' }),
    edit: (line: PembelianCartLine) =>
      setDraft(
        line.nota
          ? { kind: 'nota', nota: line.nota, editing: line }
          : { kind: 'tanpa-barcode', editing: line },
      ),
    closeDraft: () => setDraft(undefined),
    /** A key of the screen's own for a piece without barcode. */
    newKey: () => {
      tanpaBarcode.current += 1;
      return `TB-${tanpaBarcode.current}`;
    },
  };
}

/**
 * The pieces brought back: a scanned receipt opens the line form priced from it, gold from
 * elsewhere is entered without barcode; each line can be edited, repriced or removed.
 */
export function usePembelianCart(rules: PricingRules) {
  const [lines, setLines] = useState<PembelianCartLine[]>([]);
  const [problem, setProblem] = useState<string>();
  const lookups = usePendingLookups();
  const { draft, setDraft, ...lineForm } = useLineDraft();
  /** The pieces of a scanned receipt QR, while the clerk picks one. */
  const [choices, setChoices] = useState<PembelianNota[]>([]);

  /** A receipt's QR code: its one piece opens the line form; of several, the clerk picks the one brought. */
  const scanQr = async (token: string) => {
    try {
      const notas = await lookups.track(() => getPembelianNotaQr(token));
      const fresh = notas.filter((nota) => !lines.some((line) => line.key === nota.kode_barcode));
      const [first] = fresh;
      if (!first) {
        setProblem(WEB_TEXTS.pembelianCart.sudahAda(notas.map((nota) => nota.kode_barcode).join(', ')));
        return;
      }
      setProblem(undefined);
      if (fresh.length === 1) setDraft({ kind: 'nota', nota: first });
      else setChoices(fresh);
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  const scan = async (text: string) => {
    const qrToken = cekNotaTokenOf(text);
    if (qrToken) return scanQr(qrToken);
    if (!/^\d{1,8}$/.test(text)) {
      setProblem(WEB_TEXTS.pembelianCart.barcodeSalah);
      return;
    }
    const kode = text.padStart(8, '0');
    if (lines.some((line) => line.key === kode)) {
      setProblem(WEB_TEXTS.pembelianCart.sudahAda(kode));
      return;
    }
    try {
      const nota = await lookups.track(() => getPembelianNota(kode));
      setProblem(undefined);
      setDraft({ kind: 'nota', nota });
    } catch (error) {
      setProblem(apiErrorMessage(error) ?? TEXTS.requestFailed);
    }
  };

  /** Puts the line form's line on the list (in place of the one edited); answers whether it is new. */
  const putDraft = (line: PembelianCartLine): boolean => {
    const replacing = draft?.editing?.key;
    setLines((current) => {
      const next = putLine(current, line, { replacing });
      setProblem(next.problem);
      return next.lines;
    });
    setDraft(undefined);
    return replacing === undefined;
  };

  /** A piece bought back meanwhile by another counter leaves the list. */
  const refused = (error: unknown) => {
    const message = tellRefusal(error);
    if (!message) return;
    setLines((current) => current.filter((line) => !(line.nota && message.includes(line.nota.kode_barcode))));
    setProblem(message);
  };

  return {
    lines,
    problem,
    setProblem,
    scanning: lookups.pending,
    scan,
    choices,
    /** The piece picked from a receipt's QR (none: the choice was closed). */
    choose: (nota: PembelianNota | undefined) => {
      setChoices([]);
      if (nota) setDraft({ kind: 'nota', nota });
    },
    refused,
    totals: cartTotals(lines, rules),
    draft,
    putDraft,
    ...lineForm,
    setHarga: (key: string, harga: number) => setLines((current) => setHarga(current, key, harga, rules)),
    remove: (key: string) => setLines((current) => removeLine(current, key)),
    clear: () => {
      setLines([]);
      setProblem(undefined);
    },
  };
}

export type PembelianCartState = ReturnType<typeof usePembelianCart>;
