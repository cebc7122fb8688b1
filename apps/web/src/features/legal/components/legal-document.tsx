import { Card, Typography } from 'antd';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** A sentence after the list. */
  closing?: string;
}

export interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <Card style={{ maxWidth: 900, margin: '0 auto' }}>
      <Typography>
        <Typography.Title level={2}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary">Terakhir diperbarui: {updated}</Typography.Paragraph>
        <Typography.Paragraph>{intro}</Typography.Paragraph>
        {sections.map((section, index) => (
          <section key={section.heading}>
            <Typography.Title level={4}>
              {index + 1}. {section.heading}
            </Typography.Title>
            {section.paragraphs?.map((paragraph) => (
              <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing && <Typography.Paragraph>{section.closing}</Typography.Paragraph>}
          </section>
        ))}
      </Typography>
    </Card>
  );
}
