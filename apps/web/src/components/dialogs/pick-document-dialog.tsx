import { SearchOutlined } from '@ant-design/icons';
import { type PageResult, TEXTS } from '@toko/shared';
import { Button, Input, Modal, Table, type TableColumnsType, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { FIT_TO_WIDTH } from '../data-table/fit-to-width';
import { SEARCH_DEBOUNCE_MS } from '../data-table/use-server-page';

const PAGE_SIZE = 10;

export interface PickDocumentDialogProps<D extends object> {
  open: boolean;
  title: string;
  width: number;
  /** Test id prefix: `{name}-search`, `{name}-list`; each row's button is `pilih-{number}`. */
  name: string;
  /** What the search box is for, read aloud ("Cari Titipan"). */
  searchLabel: string;
  placeholder: string;
  numberOf: (doc: D) => string;
  columns: TableColumnsType<D>;
  /** The page of documents to choose from, asked of the server only while the dialog is open. */
  usePage: (
    query: { skip: number; limit: number; search: string },
    enabled: boolean,
  ) => { data?: PageResult<D> | undefined; isFetching: boolean };
  expandable?: TableProps<D>['expandable'];
  onPick: (doc: D) => void;
  onClose: () => void;
}

/**
 * The counter's "collect a waiting document" chooser (a deposit, a made order): a search
 * the server answers as the clerk types (debounced, back to the first page), a paged
 * list and a Pilih button per row.
 */
export function PickDocumentDialog<D extends object>(props: PickDocumentDialogProps<D>) {
  const { open, name, numberOf, onPick } = props;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setSkip(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = props.usePage({ skip, limit: PAGE_SIZE, search }, open);

  const columns: TableColumnsType<D> = [
    ...props.columns,
    {
      key: 'pilih',
      title: 'Aksi',
      render: (_v, doc) => (
        <Button
          type="primary"
          size="small"
          onClick={() => onPick(doc)}
          data-testid={`pilih-${numberOf(doc)}`}
        >
          Pilih
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={props.title}
      onCancel={props.onClose}
      footer={null}
      width={props.width}
      destroyOnHidden
    >
      <Input
        aria-label={props.searchLabel}
        data-testid={`${name}-search`}
        allowClear
        maxLength={100}
        prefix={<SearchOutlined />}
        placeholder={props.placeholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<D>
        data-testid={`${name}-list`}
        size="small"
        rowKey={numberOf}
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        locale={{ emptyText: TEXTS.noData }}
        {...FIT_TO_WIDTH}
        expandable={props.expandable}
        pagination={{
          current: Math.floor(skip / PAGE_SIZE) + 1,
          pageSize: PAGE_SIZE,
          total: data?.count ?? 0,
          showSizeChanger: false,
          onChange: (page) => setSkip((page - 1) * PAGE_SIZE),
        }}
      />
    </Modal>
  );
}
