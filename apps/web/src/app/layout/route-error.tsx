import { Button } from 'antd';
import { useRouteError } from 'react-router';
import { StatusNotice } from '../../components/status/status-notice';

const TITLE = 'Halaman Gagal Dimuat';
const HINT = 'Periksa koneksi lalu muat ulang halaman. Bila masih terjadi, hubungi Admin.';

/** A screen's chunk failed to load (offline, or a new build replaced it) or a page crashed. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusNotice
      status="error"
      title={TITLE}
      subTitle={HINT}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Muat Ulang
        </Button>
      }
    />
  );
}
