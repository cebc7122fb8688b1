import { TEXTS } from '@toko/shared';
import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../components/data-table/use-server-page';
import { apiErrorMessage } from '../../../components/dialogs/api-error-message';
import { usePesananBarang } from '../api/get-pesanan-barang';
import { pesananBarangProblem, pesananBarangText } from './pesanan-barang';

export interface PesananBarangInfoProps {
  /** Upper-case, trimmed; '' shows nothing. */
  noPesanan: string;
  'data-testid'?: string;
}

/**
 * Which order a typed number names, looked up while the clerk types: what is to be
 * made and for whom, so a wrong number is seen before the piece is tied to it for
 * good; red with the server's words when the order cannot take a piece.
 */
export function PesananBarangInfo({ noPesanan, 'data-testid': testId }: PesananBarangInfoProps) {
  const [asked, setAsked] = useState(noPesanan);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(noPesanan), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [noPesanan]);
  const { data, error, isFetching } = usePesananBarang(asked);

  if (noPesanan === '') return null;
  if (asked !== noPesanan || isFetching) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        Mencari pesanan {noPesanan}…
      </Typography.Text>
    );
  }
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid={testId}
        title={apiErrorMessage(error) ?? TEXTS.requestFailed}
      />
    );
  }
  if (!data) return null;
  const problem = pesananBarangProblem(data);
  return (
    <Alert
      type={problem ? 'error' : 'success'}
      showIcon
      data-testid={testId}
      title={problem ?? `Barang untuk Pesanan ${data.no_pesanan}`}
      description={pesananBarangText(data)}
    />
  );
}
