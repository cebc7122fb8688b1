import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageCardProps {
  title: ReactNode;
  /** Beside the title (buttons that act on the whole page). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame of every screen: a heading and one card holding the page. */
export function PageCard({ title, extra, children }: PageCardProps) {
  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <Card>{children}</Card>
    </section>
  );
}
