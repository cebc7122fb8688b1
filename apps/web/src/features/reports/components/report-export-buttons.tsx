import { FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { WEB_TEXTS } from '../../../texts';
import type { useReportExports } from './use-report-exports';

/**
 * Export Pdf and Export Excel in the card's corner, usable once a search found rows; while
 * an Excel comes, how far it got beside them (a big export takes a while).
 */
export function ReportExportButtons({
  exports,
  hasRows,
}: {
  exports: ReturnType<typeof useReportExports>;
  hasRows: boolean;
}) {
  return (
    <Space wrap>
      {exports.excelProgress && (
        <Typography.Text type="secondary" data-testid="export-progress" aria-live="polite">
          {exports.excelProgress}
        </Typography.Text>
      )}
      <Button
        data-testid="export-pdf"
        icon={<FilePdfOutlined />}
        disabled={!hasRows}
        loading={exports.printing}
        onClick={exports.exportPdf}
      >
        {WEB_TEXTS.report.exportPdf}
      </Button>
      <Button
        data-testid="export-excel"
        icon={<FileExcelOutlined />}
        disabled={!hasRows}
        loading={exports.exporting}
        onClick={exports.exportExcel}
      >
        {WEB_TEXTS.report.exportExcel}
      </Button>
    </Space>
  );
}
