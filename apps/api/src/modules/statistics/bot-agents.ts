/**
 * Whether a request's User-Agent names a crawler, a link preview or a script rather than a
 * person's browser (issue 33 point 4: bots are left out of the views). The list is isbot's, kept
 * up to date by its maintainers from the crawlers seen in the wild; a request without a
 * User-Agent is no browser either (isbot answers false for an empty one).
 */
import { isbot } from 'isbot';

/** Whether the User-Agent `userAgent` is not a person's browser. */
export function isBotAgent(userAgent: string | undefined): boolean {
  if (userAgent === undefined || userAgent.trim() === '') return true;
  return isbot(userAgent);
}
