import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space } from 'antd';
import type { ReactNode } from 'react';

export interface DataTableToolbarProps {
  /** The search box; absent for a list its endpoint does not search. */
  search?: { text: string; placeholder: string; onChange: (text: string) => void };
  /** The Export CSV button; absent for a list without one. */
  csv?: { exporting: boolean; disabled: boolean; onExport: () => void };
  /** The screen's own buttons, beside the export. */
  toolbar?: ReactNode;
}

/** The row above a list: its search box on the left, Export CSV and the screen's buttons on the right. */
export function DataTableToolbar({ search, csv, toolbar }: DataTableToolbarProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      {search ? (
        <Input
          aria-label="Cari"
          allowClear
          // The list contract's limit (pageQuerySchema): longer text would be refused.
          maxLength={100}
          prefix={<SearchOutlined />}
          placeholder={search.placeholder}
          value={search.text}
          onChange={(event) => search.onChange(event.target.value)}
          style={{ maxWidth: 320 }}
        />
      ) : (
        <span />
      )}
      <Space wrap>
        {csv && (
          <Button
            icon={<DownloadOutlined />}
            loading={csv.exporting}
            disabled={csv.disabled}
            onClick={csv.onExport}
          >
            Export CSV
          </Button>
        )}
        {toolbar}
      </Space>
    </Flex>
  );
}
