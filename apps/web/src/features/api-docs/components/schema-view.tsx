import { Typography } from 'antd';
import { WEB_TEXTS } from '../../../texts';
import { type ApiDocument, type JsonSchema, objectOf, resolveSchema, typeText } from '../openapi';
import styles from './schema-view.module.css';

const T = WEB_TEXTS.apiDocs;

/** Deep enough for every payload of the API; a tree (the menu) stops where it repeats. */
const MAX_DEPTH = 6;

interface Row {
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description?: string;
}

/** The fields of an object (and of the objects inside it), one row each, nested by indent. */
function rowsOf(schema: JsonSchema, document: ApiDocument, depth = 0, seen = new Set<JsonSchema>()): Row[] {
  const object = objectOf(schema, document);
  if (!object?.properties || depth >= MAX_DEPTH || seen.has(object)) return [];
  const inside = new Set(seen).add(object);
  return Object.entries(object.properties).flatMap(([name, property]) => {
    const resolved = resolveSchema(property, document);
    const row: Row = {
      name,
      depth,
      type: typeText(property, document),
      required: object.required?.includes(name) ?? false,
      description: resolved.description,
    };
    return [row, ...rowsOf(property, document, depth + 1, inside)];
  });
}

/** A JSON Schema as a table of its fields: name, type and limits, required or not. */
export function SchemaView({ schema, document }: { schema: JsonSchema; document: ApiDocument }) {
  const rows = rowsOf(schema, document);
  if (rows.length === 0) return <code className={styles.type}>{typeText(schema, document)}</code>;
  const top = resolveSchema(schema, document);
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{typeText(top.type === 'array' ? top : schema, document)}</caption>
      <thead>
        <tr>
          <th>{T.kolomNama}</th>
          <th>{T.kolomTipe}</th>
          <th>{T.kolomWajib}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          // Rows are a flattened tree: the same name recurs at other depths.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered.
          <tr key={index}>
            <td style={{ paddingLeft: 8 + row.depth * 16 }}>
              <code>{row.name}</code>
              {row.description && (
                <Typography.Text type="secondary" className={styles.description}>
                  {row.description}
                </Typography.Text>
              )}
            </td>
            <td>
              <code className={styles.type}>{row.type}</code>
            </td>
            <td>{row.required ? T.wajib : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
