import { PageCard } from '../../../components/page/page-card';
import { useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { DeleteDataForm } from '../components/delete-data-form';

/** Delete Data (SPEC §2, decision 025): a period of closed days' documents of one type. */
export function DeleteDataPage() {
  const meta = useRouteMeta();
  const tglSystem = useSession()?.user.tgl_system ?? '';
  return (
    <PageCard title={meta?.title ?? 'Delete Data'}>
      <DeleteDataForm key={tglSystem} tglSystem={tglSystem} />
    </PageCard>
  );
}
