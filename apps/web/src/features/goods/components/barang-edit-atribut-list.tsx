import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { atributSchema } from '@toko/shared';
import { Button, Flex, Form, Typography } from 'antd';
import { NumericInput } from '../../../components/form/numeric-input';
import { RupiahInput } from '../../../components/form/rupiah-input';
import { UpperCaseInput } from '../../../components/form/upper-case-input';
import { zodRule } from '../../../components/form/zod-rule';

/** The stones of the piece being edited, as the form's `atribut` list. */
export function BarangEditAtributList() {
  return (
    <>
      <Typography.Text strong>Batu / Atribut</Typography.Text>
      <Form.List name="atribut">
        {(fields, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="flex-start">
                <Form.Item
                  name={[field.name, 'nama_atribut']}
                  style={{ flex: 2, marginBottom: 8 }}
                  rules={[zodRule(atributSchema.shape.nama_atribut)]}
                >
                  <UpperCaseInput placeholder="Nama Batu / Atribut" maxLength={100} />
                </Form.Item>
                <Form.Item name={[field.name, 'berat_atribut']} style={{ flex: 1, marginBottom: 8 }}>
                  <NumericInput mode="decimal" maxDecimals={3} placeholder="Berat (gr)" />
                </Form.Item>
                <Form.Item name={[field.name, 'harga_atribut']} style={{ flex: 1, marginBottom: 8 }}>
                  <RupiahInput placeholder="Harga" />
                </Form.Item>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="Hapus Batu"
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <div>
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ nama_atribut: '', berat_atribut: '', harga_atribut: null })}
              >
                Tambah Batu
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
