/** Where the build writes the documents visitors download (scripts/downloads.ts makes them). */
export const checklistPdf = (id: string) => `/downloads/checklists/${id}.pdf`;

export const infographicTabs = [
  { id: 'compliance-journey', label: 'Compliance Journey' },
  { id: 'framework-coverage', label: 'Framework Coverage' },
  { id: 'automation-benefits', label: 'Automation Benefits' },
  { id: 'risk-assessment', label: 'Risk Assessment' },
] as const;
export type InfographicTab = (typeof infographicTabs)[number]['id'];
export const infographicPdf = (tab: InfographicTab) => `/downloads/infographics/${tab}.pdf`;

/** Every download, given the checklists' ids. */
export function downloadPaths(checklistIds: string[]): string[] {
  return [...checklistIds.map(checklistPdf), ...infographicTabs.map((t) => infographicPdf(t.id))];
}
