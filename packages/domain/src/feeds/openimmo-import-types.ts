/**
 * The OpenImmo import's shared shapes (issue 32 point 5, decision 064): the parsed XML element
 * and the reasons a field was not taken over, which the reader and the mapping both name.
 */
/** An element of the parsed XML: its local name, attributes, children and own text. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Why an element of the export found no place in a Domus listing (catalog keys). */
export const UNMAPPED_REASONS = [
  /** Domus has no field for it. */
  'noField',
  /** The field exists but the value is not one Domus takes (out of range, unknown code). */
  'value',
  /** A text longer than Domus keeps; it was cut. */
  'tooLong',
  /** An attachment given by URL: Domus does not fetch files from other servers. */
  'remoteMedia',
  /** An attachment of a kind Domus does not show (documents, logos, films). */
  'mediaKind',
  /** An attachment the ZIP does not hold. */
  'mediaMissing',
  /** More pictures or plans than a listing takes. */
  'tooManyMedia',
  /** A category Domus offers for sale only. */
  'saleOnly',
] as const;
export type UnmappedReason = (typeof UNMAPPED_REASONS)[number];

/** Why a listing of the export cannot be imported at all (catalog keys). */
export const REFUSED_REASONS = [
  /** An `objektart` Domus has no category for (rooms, boat moorings, others). */
  'type',
  /** No `objektnr_extern`: a second import could not find the listing again. */
  'externalRef',
  /** The export deletes the listing (`aktion aktionart="DELETE"`); imports never delete. */
  'delete',
  /** No municipality of South Tyrol by name, postal code or coordinates (set by the API). */
  'municipality',
  /** The same `objektnr_extern` twice in one export. */
  'duplicate',
] as const;
export type RefusedReason = (typeof REFUSED_REASONS)[number];

/** One element of the export left out, for the preview. */
export interface UnmappedField {
  /** Its path below `<immobilie>`, e.g. `preise/nebenkosten`. */
  field: string;
  key: `admin:imports.unmapped.${UnmappedReason}`;
  /** The value as exported, shortened. */
  value?: string;
}
