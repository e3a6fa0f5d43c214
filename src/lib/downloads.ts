import type { InfographicsMessages } from '../generated/messages/infographics.ts';

/** Where the build writes the documents visitors download (scripts/downloads.ts makes them). */
export const checklistPdf = (id: string) => `/downloads/checklists/${id}.pdf`;

/**
 * The infographics' tabs: each one's id, and the keys of its label and of its download's words in
 * the catalogue (content/messages/<language>/infographics.yaml; English's label is also its PDF's
 * title).
 */
export const infographicTabs = [
  { id: 'compliance-journey', label: 'tabJourney', download: 'downloadJourney' },
  { id: 'framework-coverage', label: 'tabCoverage', download: 'downloadCoverage' },
  { id: 'automation-benefits', label: 'tabAutomation', download: 'downloadAutomation' },
  { id: 'risk-assessment', label: 'tabRisk', download: 'downloadRisk' },
] as const satisfies readonly {
  id: string;
  label: keyof InfographicsMessages;
  download: keyof InfographicsMessages;
}[];
export type InfographicTab = (typeof infographicTabs)[number]['id'];
export const infographicPdf = (tab: InfographicTab) => `/downloads/infographics/${tab}.pdf`;

/** Every download, given the checklists' ids. */
export function downloadPaths(checklistIds: string[]): string[] {
  return [...checklistIds.map(checklistPdf), ...infographicTabs.map((t) => infographicPdf(t.id))];
}
