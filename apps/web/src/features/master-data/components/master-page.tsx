import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { MasterRecord, MasterResource, PageQuery } from '@toko/shared';
import { Button, Space, type TableColumnsType, Tooltip } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { ConfirmDeleteButton } from '../../../components/dialogs/confirm-delete-button';
import { masterQueryKeys } from '../../../components/master-select/master-query-keys';
import { PageCard } from '../../../components/page/page-card';
import { deleteMasterRecord } from '../api/delete-master-record';
import { getMasterPage } from '../api/get-master-page';
import { masterCsvColumns, masterDataColumns } from './master-columns';
import { MasterFormModal } from './master-form-modal';

export const ADD_TEXT = 'Tambah';
export const EDIT_TEXT = 'Edit';
export const DELETE_TEXT = 'Hapus';
export const ACTIONS_TITLE = 'Aksi';

export interface MasterPageProps {
  entry: MasterResource;
  /**
   * Columns of the page's own, between the fields (and status) and the actions: the
   * picture of a stone attribute (masters with `imageFolder`).
   */
  extraColumns?: TableColumnsType<MasterRecord>;
  /** Below the form's fields, e.g. the picture of the record being edited (undefined when adding). */
  renderFormExtra?: (record: MasterRecord | undefined) => ReactNode;
}

interface FormState {
  open: boolean;
  record?: MasterRecord;
  session: number;
}

/** The screen of one simple master, built from its catalogue entry: table, search, export, add, edit, delete. */
export function MasterPage({ entry, extraColumns, renderFormExtra }: MasterPageProps) {
  const queryClient = useQueryClient();
  const [formState, setFormState] = useState<FormState>({ open: false, session: 0 });

  const openForm = useCallback(
    (record?: MasterRecord) =>
      setFormState((current) => ({ open: true, record, session: current.session + 1 })),
    [],
  );
  const closeForm = useCallback(() => setFormState((current) => ({ ...current, open: false })), []);
  const fetchPage = useCallback((query: PageQuery) => getMasterPage(entry, query), [entry]);
  const csvColumns = useMemo(() => masterCsvColumns(entry), [entry]);

  const columns = useMemo<TableColumnsType<MasterRecord>>(() => {
    const code = (record: MasterRecord) => String(record[entry.codeField]);
    return [
      ...masterDataColumns(entry),
      ...(extraColumns ?? []),
      {
        key: 'actions',
        title: ACTIONS_TITLE,
        align: 'center',
        fixed: 'right',
        render: (_value: unknown, record: MasterRecord) => (
          // Icons only, named by tooltip and aria-label: the column stays narrow, so the
          // fields keep their room and a wide master scrolls with the actions in view.
          <Space size={4}>
            <Tooltip title={EDIT_TEXT}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={EDIT_TEXT}
                onClick={() => openForm(record)}
                data-testid={`master-edit-${code(record)}`}
              />
            </Tooltip>
            <Tooltip title={DELETE_TEXT}>
              <ConfirmDeleteButton
                size="small"
                aria-label={DELETE_TEXT}
                name={`${entry.noun} ${code(record)}`}
                onConfirm={() => deleteMasterRecord(entry, record.id)}
                onDeleted={() => void queryClient.invalidateQueries({ queryKey: masterQueryKeys.all(entry) })}
                data-testid={`master-delete-${code(record)}`}
              />
            </Tooltip>
          </Space>
        ),
      },
    ];
  }, [entry, extraColumns, openForm, queryClient]);

  const [codeField, nameField] = entry.fields;
  return (
    <PageCard title={entry.title}>
      <DataTable<MasterRecord>
        queryKey={masterQueryKeys.page(entry)}
        fetchPage={fetchPage}
        columns={columns}
        rowKey="id"
        searchPlaceholder={`Cari ${codeField?.label ?? ''} / ${nameField?.label ?? ''}`}
        csvExport={{ fileName: entry.menuKey, columns: csvColumns }}
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm()} data-testid="master-add">
            {ADD_TEXT}
          </Button>
        }
      />
      <MasterFormModal
        entry={entry}
        open={formState.open}
        record={formState.record}
        session={formState.session}
        onClose={closeForm}
        extra={renderFormExtra?.(formState.record)}
      />
    </PageCard>
  );
}
