import { useQuery } from '@tanstack/react-query';
import { buildSlipTukar, type TukarDoc } from '@toko/shared';
import { useCallback } from 'react';
import { DocumentNotaDialog, type DocumentNotaProps } from '../../../components/nota/document-nota-dialog';
import { type DocumentNotaInput, useDocumentNota } from '../../../components/nota/use-document-nota';
import { tukarDocQuery } from '../api/get-tukar';

/** The trade-in as the slip reads it: named by its sale's sales person. */
type SlipDoc = TukarDoc & { kode_sales: string };

/**
 * Slip Tukar of a trade-in (both halves as the server has them now): preview, print and
 * PDF, two copies while REPRINT_SLIP_TUKAR_DUPLICATE is on.
 */
export function TukarSlipDialog({
  noFakturGroup,
  ...props
}: DocumentNotaProps & { noFakturGroup: string | undefined }) {
  const doc = useQuery({
    ...tukarDocQuery(noFakturGroup ?? ''),
    enabled: Boolean(noFakturGroup),
    select: (tukar): SlipDoc => ({ ...tukar, kode_sales: tukar.penjualan.kode_sales }),
  });
  const build = useCallback((input: DocumentNotaInput<SlipDoc>) => buildSlipTukar(input), []);
  const receipt = useDocumentNota(doc, 'SLIP_TUKAR', build, Boolean(noFakturGroup));
  return <DocumentNotaDialog number={noFakturGroup} {...receipt} {...props} />;
}
