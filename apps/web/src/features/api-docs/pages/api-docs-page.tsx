import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Empty, Flex, Input, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { PageCard } from '../../../components/page/page-card';
import { errorText } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { WEB_TEXTS } from '../../../texts';
import { useApiDocument } from '../api/get-api-document';
import { SchemaView } from '../components/schema-view';
import { type ApiDocument, type ApiOperation, accessText, operationsByArea } from '../openapi';
import styles from './api-docs-page.module.css';

const T = WEB_TEXTS.apiDocs;

const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'green',
  put: 'orange',
  patch: 'gold',
  delete: 'red',
};

/** The document's own text, its `code` spans shown as code (the rest of markdown is not used). */
function InlineCode({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    // Odd pieces sat between backticks; the pieces never move, so their place is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed split of one text.
    index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>,
  );
}

function OperationDetail({ entry, document }: { entry: ApiOperation; document: ApiDocument }) {
  const { operation } = entry;
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {});
  return (
    <div className={styles.detail}>
      <Typography.Text type="secondary">
        {T.akses}: {accessText(operation['x-akses'])}
      </Typography.Text>
      {parameters.length > 0 && (
        <section>
          <Typography.Title level={5}>{T.parameter}</Typography.Title>
          <SchemaView
            document={document}
            schema={{
              type: 'object',
              properties: Object.fromEntries(
                parameters.map((parameter) => [
                  `${parameter.name} (${parameter.in})`,
                  parameter.schema ?? { type: 'string' },
                ]),
              ),
              required: parameters
                .filter((parameter) => parameter.required)
                .map((parameter) => `${parameter.name} (${parameter.in})`),
            }}
          />
        </section>
      )}
      {body.map(([contentType, { schema }]) => (
        <section key={contentType}>
          <Typography.Title level={5}>
            {T.body} <code className={styles.contentType}>{contentType}</code>
          </Typography.Title>
          <SchemaView schema={schema} document={document} />
        </section>
      ))}
      <section>
        <Typography.Title level={5}>{T.jawaban}</Typography.Title>
        {Object.entries(operation.responses).map(([status, answer]) => {
          const content = Object.entries(answer.content ?? {});
          return (
            <div key={status} className={styles.answer}>
              <Tag color={status.startsWith('2') ? 'green' : 'default'}>{status}</Tag>
              <Typography.Text>{answer.description}</Typography.Text>
              {status.startsWith('2') &&
                content.map(([contentType, { schema }]) => (
                  <div key={contentType} className={styles.answerBody}>
                    <code className={styles.contentType}>{contentType}</code>
                    <SchemaView schema={schema} document={document} />
                  </div>
                ))}
            </div>
          );
        })}
      </section>
    </div>
  );
}

function OperationList({ entries, document }: { entries: ApiOperation[]; document: ApiDocument }) {
  return (
    <Collapse
      size="small"
      items={entries.map((entry) => ({
        key: entry.id,
        label: (
          <Flex gap={8} align="center" wrap>
            <Tag color={METHOD_COLORS[entry.method]} className={styles.method}>
              {entry.method.toUpperCase()}
            </Tag>
            <code className={styles.path}>{entry.path}</code>
          </Flex>
        ),
        children: <OperationDetail entry={entry} document={document} />,
      }))}
    />
  );
}

/**
 * Dokumentasi API: every call of the server, by area, with what it takes, what it answers and
 * who may make it, read from the server's own OpenAPI document (the one an integrator's tools
 * import: "Unduh openapi.json").
 */
export function ApiDocsPage() {
  const { data: document, error, isPending } = useApiDocument();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const areas = useMemo(() => (document ? operationsByArea(document, search) : []), [document, search]);
  const count = areas.reduce((sum, [, entries]) => sum + entries.length, 0);

  const download = () => {
    if (!document) return;
    saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), 'openapi.json');
  };

  return (
    <PageCard
      title={T.judul}
      extra={
        <Button icon={<DownloadOutlined />} onClick={download} disabled={!document}>
          {T.unduh}
        </Button>
      }
    >
      {isPending && <Spin />}
      {error && <Alert type="error" showIcon title={errorText(error, T.gagal)} />}
      {document && (
        <Flex vertical gap={12}>
          <Typography.Paragraph className={styles.intro}>
            <strong>
              {document.info.title} {document.info.version}
            </strong>{' '}
            (OpenAPI {document.openapi}). <InlineCode text={document.info.description ?? ''} />
          </Typography.Paragraph>
          <Input.Search
            allowClear
            placeholder={T.cari}
            aria-label={T.cari}
            onChange={(event) => setSearch(event.target.value)}
            className={styles.search}
          />
          <Typography.Text type="secondary">{T.jumlah(count, areas.length)}</Typography.Text>
          {areas.length === 0 ? (
            <Empty description={T.kosong} />
          ) : (
            <Collapse
              // While searching every matching area stays open, so the hits are in sight.
              activeKey={search.trim() ? areas.map(([area]) => area) : open}
              onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
              items={areas.map(([area, entries]) => ({
                key: area,
                label: (
                  <span>
                    <strong>{area}</strong>{' '}
                    <Typography.Text type="secondary">({entries.length})</Typography.Text>
                  </span>
                ),
                children: <OperationList entries={entries} document={document} />,
              }))}
            />
          )}
        </Flex>
      )}
    </PageCard>
  );
}
