/**
 * The format of each portal (issue 32 point 2): one entry per portal of the domain's `PORTALS`,
 * so a portal added there is refused by the type checker until its format is here.
 */
import type { Portal } from '@domus/domain/feeds/portals';
import { idealistaFormat } from './idealista.format.ts';
import { immobiliareFormat } from './immobiliare.format.ts';
import { openImmoFormat } from './openimmo.format.ts';
import type { PortalFormat } from './portal-format.ts';
import { wisFormat } from './wis.format.ts';

export const PORTAL_FORMATS: Record<Portal, PortalFormat> = {
  immobiliare: immobiliareFormat,
  idealista: idealistaFormat,
  openimmo: openImmoFormat,
  wis: wisFormat,
};
