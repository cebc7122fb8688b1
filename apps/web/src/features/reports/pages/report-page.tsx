import { HourglassOutlined } from '@ant-design/icons';
import { reportByName, TEXTS } from '@toko/shared';
import { Result, theme } from 'antd';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { ReportScreen } from '../components/report-screen';

/** Every /laporan-* route: the report the path names, as the shared catalogue defines it. */
export function ReportPage() {
  const meta = useRouteMeta();
  const name = meta?.path.replace(/^\/laporan-/, '') ?? '';
  const definition = reportByName(name);
  const title = definition?.title ?? meta?.title ?? '';
  const { token } = theme.useToken();
  // The server's own words for a report it cannot answer yet: no form to fill in vain.
  const unavailable = !definition
    ? TEXTS.report.notFound
    : definition.builtBy
      ? TEXTS.report.builtBy(definition.builtBy)
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
  // Another report starts from an empty form and no answer.
  return <ReportScreen key={definition.name} definition={definition} />;
}
