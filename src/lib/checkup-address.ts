/**
 * Whether an address carries the compliance check-up's answers (as src/tools/checkup.ts's
 * `answersToParams` writes them): the lead form opened from the check-up's "Ask us to handle
 * these" fills itself in from them, so it loads at once instead of waiting to be used. A cheap
 * test for every page's start; the answers themselves are read, and checked, by the form.
 */
export function hasCheckupAnswers(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return params.has('entity') && params.has('state') && params.has('employees');
}
