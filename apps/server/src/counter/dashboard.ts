import {
  type AccessSubject,
  type Dashboard,
  type DashboardResource,
  dashboardResourcesFor,
} from '@toko/shared';
import type { DocumentChart } from './document-chart.ts';

/**
 * The dashboard's documents, each added by its own area as it registers its chart
 * (registerDocumentChartRoute), and read together in one answer: the page waits for one
 * call instead of ten (issue 28).
 */
export function createDashboard() {
  const charts = new Map<DashboardResource, DocumentChart>();
  return {
    add(resource: DashboardResource, chart: DocumentChart): void {
      charts.set(resource, chart);
    },

    /**
     * Every document this viewer sees, for the shop's business date. The documents are read
     * at once: on PostgreSQL each on its own connection, on PGlite one after the other.
     */
    async figures(viewer: AccessSubject & { tglSystem: string }): Promise<Dashboard> {
      const documents = await Promise.all(
        dashboardResourcesFor(viewer).flatMap((resource) => {
          const chart = charts.get(resource);
          return chart
            ? [chart.figures(viewer.kodeToko, viewer.tglSystem).then((figures) => ({ resource, figures }))]
            : [];
        }),
      );
      return { tanggal: viewer.tglSystem, documents };
    },
  };
}

export type DashboardBoard = ReturnType<typeof createDashboard>;
