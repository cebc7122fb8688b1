import type { MemberPoinRow } from '@toko/shared';
import { PageCard } from '../../../components/page/page-card';
import { MemberPoinTable } from '../components/member-poin-table';
import { TukarPoinActions } from '../components/tukar-poin-actions';
import { TukarPoinForm } from '../components/tukar-poin-form';
import { TukarPoinNotaDialog } from '../components/tukar-poin-nota-dialog';
import { useBatalTukarPoin } from '../components/use-batal-tukar-poin';
import { useTukarPoin } from '../components/use-tukar-poin';

/**
 * Tukar Point (decision 022): a member takes a gift of Master Data Hadiah for points. The
 * server refuses a gift dearer than the balance or out of stock; the slip opens on saving.
 * The member's history lists each exchange with its slip and, while it stands, Batal
 * (same business day, with a supervisor's otorisasi): the gift goes back on the shelf and
 * the points come back; the reprinted slip is stamped BATAL.
 */
export function TukarPointPage() {
  const tukar = useTukarPoin();
  const { kodeMember, noTukar, setNoTukar } = tukar;
  const { batal, cancelling, otorisasiDialog } = useBatalTukarPoin();

  const exchangeActions = (row: MemberPoinRow) =>
    row.kategori === 'TUKAR POIN' ? (
      <TukarPoinActions
        row={row}
        cancelling={cancelling}
        onSlip={setNoTukar}
        onBatal={(exchange) => void batal(exchange)}
      />
    ) : null;

  return (
    <PageCard title="Tukar Point">
      <TukarPoinForm tukar={tukar} />
      {kodeMember && (
        <div style={{ marginTop: 24 }}>
          <h4>Riwayat Poin</h4>
          <MemberPoinTable kodeMember={kodeMember} actions={exchangeActions} />
        </div>
      )}
      <TukarPoinNotaDialog noTukar={noTukar} onClose={() => setNoTukar(undefined)} />
      {otorisasiDialog}
    </PageCard>
  );
}
