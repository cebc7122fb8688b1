import { SLIP_LABELS } from '@toko/shared';
import { Skeleton, Tabs } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useNotaSettings } from '../api/get-nota-settings';
import { NotaTextsForm } from '../components/nota-texts-form';

/** Setting Nota: per slip type, the printed header, footer and terms, and the two-copy print. */
export function SettingNotaPage() {
  const meta = useRouteMeta();
  const { data, isLoading } = useNotaSettings();
  return (
    <PageCard title={meta?.title ?? 'Setting Nota'}>
      {isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Tabs
          tabPlacement="start"
          items={data.map((setting) => ({
            key: setting.slip_type,
            label: SLIP_LABELS[setting.slip_type],
            // A setting changed on the server (saved here, or its shared copy flag) starts the form afresh.
            children: <NotaTextsForm key={JSON.stringify(setting)} setting={setting} />,
          }))}
        />
      )}
    </PageCard>
  );
}
