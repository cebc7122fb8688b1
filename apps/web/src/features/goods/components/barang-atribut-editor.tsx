import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { CellError } from './barang-cell-error';
import { type AtributLine, type BarangLine, type LineErrors, newAtribut } from './barang-lines';

export interface BarangAtributEditorProps {
  line: BarangLine;
  index: number;
  errors: LineErrors | undefined;
  onChange: (atribut: AtributLine[]) => void;
}

/** The stones (or other attributes) of one line: name, weight in grams, price. */
export function BarangAtributEditor({ line, index, errors, onChange }: BarangAtributEditorProps) {
  const set = (key: number, patch: Partial<AtributLine>) =>
    onChange(line.atribut.map((atribut) => (atribut.key === key ? { ...atribut, ...patch } : atribut)));
  return (
    <Flex vertical gap={6} style={{ maxWidth: 720 }} data-testid={`line-${index}-atribut`}>
      <Typography.Text type="secondary">Batu / Atribut</Typography.Text>
      {line.atribut.length === 0 && (
        <Typography.Text type="secondary">Belum ada batu / atribut</Typography.Text>
      )}
      {line.atribut.map((atribut, position) => {
        const error = (field: string) => errors?.[`atribut.${position}.${field}`];
        const testId = (field: string) => `line-${index}-atribut-${position}-${field}`;
        return (
          <Flex key={atribut.key} gap={8} align="flex-start">
            <div style={{ flex: 2 }}>
              <UpperCaseInput
                placeholder="Nama Batu / Atribut"
                value={atribut.nama_atribut}
                maxLength={100}
                status={error('nama_atribut') ? 'error' : undefined}
                onChange={(event) => set(atribut.key, { nama_atribut: event.target.value })}
                autoFocus={atribut.nama_atribut === '' && position === line.atribut.length - 1}
                data-testid={testId('nama_atribut')}
              />
              <CellError message={error('nama_atribut')} />
            </div>
            <div style={{ flex: 1 }}>
              <NumericInput
                mode="decimal"
                maxDecimals={3}
                placeholder="Berat (gr)"
                value={atribut.berat_atribut}
                status={error('berat_atribut') ? 'error' : undefined}
                onChange={(event) => set(atribut.key, { berat_atribut: event.target.value })}
                data-testid={testId('berat_atribut')}
              />
              <CellError message={error('berat_atribut')} />
            </div>
            <div style={{ flex: 1 }}>
              <RupiahInput
                placeholder="Harga"
                value={atribut.harga_atribut}
                onChange={(value) => set(atribut.key, { harga_atribut: value })}
                data-testid={testId('harga_atribut')}
              />
              <CellError message={error('harga_atribut')} />
            </div>
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label="Hapus Batu"
              onClick={() => onChange(line.atribut.filter((item) => item.key !== atribut.key))}
            />
          </Flex>
        );
      })}
      <div>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => onChange([...line.atribut, newAtribut()])}
          data-testid={`line-${index}-atribut-tambah`}
        >
          Tambah Batu
        </Button>
      </div>
    </Flex>
  );
}
