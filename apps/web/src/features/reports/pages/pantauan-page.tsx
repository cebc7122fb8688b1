import { type ReportDefinition, reportByName } from '@toko/shared';
import { Alert, Skeleton } from 'antd';
import { messageOf } from '../../../lib/api-client';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { usePantauanRingkasan } from '../api/get-pantauan-ringkasan';
import { PantauanRingkasanView } from '../components/pantauan-ringkasan';
import { ReportScreenView } from '../components/report-screen';
import { usePantauanLive } from '../components/use-pantauan-live';
import { useReportSearch } from '../components/use-report-search';

function pantauanReport(): ReportDefinition {
  const definition = reportByName('pantauan');
  if (!definition) throw new Error('Laporan pantauan tidak ada di katalog');
  return definition;
}
const PANTAUAN = pantauanReport();

/**
 * Pantauan (issue 29): everything unusual of a shop or the whole chain over a period, for
 * owner levels. The counts per kind, shop and user (beside the 30 days before) on top; the
 * exceptions below, the report `pantauan` with its paging, PDF and Excel, each row's number a
 * link to its document. It opens on today's business date by itself; a kind's tile lists only
 * that kind.
 */
export function PantauanPage() {
  const meta = useRouteMeta();
  const query = useReportSearch(PANTAUAN, { searchOnOpen: true });
  const asked = query.asked;
  const ringkasan = usePantauanRingkasan(
    asked && { tgl_from: asked.tgl_from, tgl_to: asked.tgl_to, kode_toko: asked.kode_toko },
  );

  // A shop shown wrote something: the counts and the list look again (the first page).
  usePantauanLive(asked, () => {
    void ringkasan.refetch();
    if (!asked || asked.skip === 0) void query.cariDiam();
  });

  // A kind's tile: its exceptions only, searched at once.
  const showJenis = (jenis: string) => void query.cariDiam('status', jenis);

  return (
    <ReportScreenView definition={PANTAUAN} query={query} title={meta?.title ?? PANTAUAN.title}>
      {ringkasan.isError && <Alert type="error" showIcon title={messageOf(ringkasan.error)} />}
      {ringkasan.data ? (
        <PantauanRingkasanView ringkasan={ringkasan.data} onJenis={showJenis} />
      ) : (
        asked && <Skeleton active />
      )}
    </ReportScreenView>
  );
}
