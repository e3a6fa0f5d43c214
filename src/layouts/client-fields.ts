/**
 * The frontmatter fields each layout reads in the browser. The rest it renders only inside
 * `<Static>` parts, so the build leaves them out of the page's JavaScript (the HTML has them).
 * 'all' keeps every field. A layout that reads a field not listed here fails when it hydrates,
 * which the end-to-end tests catch on every route.
 */
export const layoutClientFields: Record<string, readonly string[] | 'all'> = {
  BlogLayout: [],
  FaqLayout: [],
  FrameworkLayout: ['frameworkName'],
  HomeLayout: 'all',
  IndustryLayout: [],
  PageLayout: [],
  ServiceLayout: [],
};
