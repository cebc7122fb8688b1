import { ImportOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_TYPES, type ImportType, TEXTS } from '@toko/shared';
import { Button, Form, Select, Upload } from 'antd';
import { NoEnterForm } from '../../../components/form/no-enter-form';
import { IMPORT_TYPE_LABELS } from './import-type-labels';
import type { ImportData } from './use-import-data';

/** The Type, the .csv File and Import Data; a shop with one type of its own has it chosen. */
export function ImportDataForm({ importData }: { importData: ImportData }) {
  const { onlyType, type, file, busy } = importData;
  return (
    <NoEnterForm layout="vertical" requiredMark={false} onFinish={importData.run}>
      <Form.Item label="Type" extra={type ? TEXTS.dataTools.namaFile(type) : undefined}>
        <Select<ImportType>
          data-testid="import-type"
          placeholder="Pilih Type"
          value={type}
          disabled={busy || onlyType !== undefined}
          onChange={importData.setType}
          options={IMPORT_TYPES.filter((value) => !onlyType || value === onlyType).map((value) => ({
            value,
            label: IMPORT_TYPE_LABELS[value],
          }))}
        />
      </Form.Item>
      <Form.Item label="File">
        <Upload
          accept=".csv"
          maxCount={1}
          disabled={busy}
          fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            importData.chooseFile(chosen);
            // Nothing is uploaded on choosing: the file is read and sent on Import Data.
            return false;
          }}
          onRemove={() => importData.setFile(undefined)}
        >
          <Button icon={<UploadOutlined />} data-testid="import-file">
            Pilih File
          </Button>
        </Upload>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<ImportOutlined />}
        loading={busy}
        data-testid="import-submit"
      >
        Import Data
      </Button>
    </NoEnterForm>
  );
}
