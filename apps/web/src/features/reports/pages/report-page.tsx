import { HourglassOutlined } from '@ant-design/icons';
import { reportByName, reportForViewer, TEXTS } from '@toko/shared';
import { Result, theme } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { accessSubjectOf, useSession } from '../../../lib/use-session';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ReportScreen } from '../components/report-screen';

/** Every /laporan-* route: the report the path names, as the shared catalogue defines it. */
export function ReportPage() {
  const meta = useRouteMeta();
  const name = meta?.path.replace(/^\/laporan-/, '') ?? '';
  const definition = reportByName(name);
  const title = definition?.title ?? meta?.title ?? '';
  const { token } = theme.useToken();
  const session = useSession();
  // The server's own words for a report it cannot answer yet: no form to fill in vain.
  const unavailable = !definition
    ? TEXTS.report.notFound
    : definition.pending
      ? TEXTS.report.pending
      : undefined;
  if (!definition || unavailable) {
    return (
      <PageCard title={title}>
        <Result
          data-testid="report-unavailable"
          icon={<HourglassOutlined style={{ color: token.colorPrimary }} />}
          title={title}
          subTitle={unavailable}
        />
      </PageCard>
    );
  }
  // Another report starts from an empty form and no answer; its columns are the ones the
  // server answers this user (HIDE_SALDO_BARANG_SUMMARY leaves the balance out but for OWN).
  const shown = session ? reportForViewer(definition, accessSubjectOf(session)) : definition;
  return <ReportScreen key={definition.name} definition={shown} />;
}
