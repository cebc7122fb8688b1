import { Skeleton, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useParaSystem } from '../api/get-para-system';
import { ModuleSwitch, ParameterEditor } from '../components/para-system-editors';
import { groupParaSystem, type ParaSystemRow } from '../para-system-rows';

export const MODULE_NOTE =
  'Perubahan berlaku langsung tanpa restart; menu samping mengikuti saat halaman dimuat ulang.';

function nameColumn(title: string): TableColumnsType<ParaSystemRow>[number] {
  return {
    key: 'key',
    title,
    render: (_value: unknown, row: ParaSystemRow) => (
      <>
        <Typography.Text strong>{row.key}</Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.description || row.definition?.description}</Typography.Text>
      </>
    ),
  };
}

const parameterColumns: TableColumnsType<ParaSystemRow> = [
  nameColumn('Parameter'),
  {
    key: 'value',
    title: 'Nilai',
    width: 380,
    // A new value from the server starts the editor afresh.
    render: (_value: unknown, row: ParaSystemRow) => (
      <ParameterEditor key={`${row.key}:${row.value}`} row={row} />
    ),
  },
];

const moduleColumns: TableColumnsType<ParaSystemRow> = [
  nameColumn('Modul'),
  {
    key: 'value',
    title: 'Aktif',
    width: 140,
    align: 'center',
    render: (_value: unknown, row: ParaSystemRow) => <ModuleSwitch row={row} />,
  },
];

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section style={{ marginBottom: 24 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {note && (
        <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
          {note}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}

/** Setting System: the shop's parameters and module flags, each saved on its own. */
export function SettingSystemPage() {
  const meta = useRouteMeta();
  const { data, isLoading } = useParaSystem();
  const { parameters, modules } = groupParaSystem(data ?? []);
  return (
    <PageCard title={meta?.title ?? 'Setting System'}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <Section title="Parameter">
            <Table<ParaSystemRow>
              rowKey="key"
              size="middle"
              pagination={false}
              columns={parameterColumns}
              dataSource={parameters}
              data-testid="para-parameters"
            />
          </Section>
          <Section title="Modul" note={MODULE_NOTE}>
            <Table<ParaSystemRow>
              rowKey="key"
              size="middle"
              pagination={false}
              columns={moduleColumns}
              dataSource={modules}
              data-testid="para-modules"
            />
          </Section>
        </>
      )}
    </PageCard>
  );
}
