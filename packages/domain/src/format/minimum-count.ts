/**
 * How the site writes a minimum count in a filter ("2+": two or more rooms, bedrooms…), the one
 * form for the home page's search box and the find page's saved-search form (issue 18: they read
 * "+2" and "2+"). Digits need no translation: "2+" reads the same in it, de and en.
 */

/**
 * A minimum count as a filter option shows it.
 * @param count the least number wanted, 1 or more
 * @returns the count followed by a plus sign, e.g. "2+"
 */
export function formatMinimumCount(count: number): string {
  return `${count}+`;
}
