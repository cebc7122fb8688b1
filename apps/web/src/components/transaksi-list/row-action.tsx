import { Button, type ButtonProps } from 'antd';

/** One of a row's own actions in the list's Aksi column: small, as wide as Detail and Cetak above it. */
export function RowAction(props: ButtonProps & { 'data-testid': string }) {
  return <Button size="small" block {...props} />;
}
