import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Divider, Spin, Typography } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { useRouteMeta } from '../../../routing/use-route-meta';
import { useOpname } from '../api/get-opname';
import type { JenisOpname } from '../api/opname-paths';
import { MulaiOpnameForm } from './mulai-opname-form';
import { OpnameHasil } from './opname-hasil';
import { OpnameList } from './opname-list';
import { OpnameProgress } from './opname-progress';
import { OpnameScanPanel } from './opname-scan-panel';

/** One opname open on screen: scanning while it runs, its result once finished. */
function OpnameView({ jenis, id }: { jenis: JenisOpname; id: number }) {
  const opname = useOpname(jenis, id);
  if (!opname.data) return <Spin />;
  if (opname.data.status === 'BATAL')
    return <Alert type="info" title={`Stock opname ${opname.data.no_opname} dibatalkan`} />;
  if (opname.data.status === 'SELESAI') return <OpnameHasil jenis={jenis} opname={opname.data} />;
  return (
    <>
      <OpnameScanPanel key={opname.data.id} jenis={jenis} opname={opname.data} />
      {jenis !== 'BAKI' && <OpnameProgress jenis={jenis} id={id} />}
    </>
  );
}

/** The stock-taking screens: start an opname, continue or look back at one (DOMAIN.md §6). */
export function OpnameScreen({ jenis }: { jenis: JenisOpname }) {
  const meta = useRouteMeta();
  const [current, setCurrent] = useState<number>();
  return (
    <PageCard
      title={meta?.title ?? 'Stock Opname'}
      extra={
        current !== undefined && (
          <Button
            icon={<ArrowLeftOutlined />}
            onClick={() => setCurrent(undefined)}
            data-testid="kembali-daftar"
          >
            Daftar Opname
          </Button>
        )
      }
    >
      {current === undefined ? (
        <>
          <MulaiOpnameForm jenis={jenis} onStarted={(opname) => setCurrent(opname.id)} />
          <Divider />
          <Typography.Title level={5}>Riwayat Stock Opname</Typography.Title>
          <OpnameList jenis={jenis} onOpen={setCurrent} />
        </>
      ) : (
        <OpnameView jenis={jenis} id={current} />
      )}
    </PageCard>
  );
}
