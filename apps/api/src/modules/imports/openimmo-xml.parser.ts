/**
 * An OpenImmo document parsed without trusting it (issue 32 point 5, decision 064): its
 * encoding from the XML declaration (UTF-8, the default, or ISO-8859-1/windows-1252; anything
 * else is refused, as is UTF-8 that is not), decoded with TextDecoder, then read by saxes into a
 * plain element tree. Any DOCTYPE is refused: without one there are no external entities to
 * fetch and no entities to expand (saxes knows only the five predefined ones), which closes XXE
 * and the billion laughs at once. Depth and element count are bounded too.
 */
import { SaxesParser } from 'saxes';
import type { XmlElement } from '@domus/domain/feeds/openimmo-import';
import { importError } from './import-errors.ts';

/** Deeper than any OpenImmo document nests (about 8 levels). */
const MAX_DEPTH = 64;
/** Elements of one document: a thousand listings of a few hundred elements each, and room. */
const MAX_ELEMENTS = 2_000_000;

/** The encodings taken, by their normalised names, as TextDecoder labels. */
const ENCODINGS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'latin-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

/**
 * The document's text: UTF-8 unless its declaration names ISO-8859-1 or windows-1252; a BOM of
 * UTF-16 or 32, another declared encoding, or bytes that are not the declared encoding refuse it.
 */
export function decodeXml(bytes: Buffer): string {
  if (
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0x00 && bytes[1] === 0x00)
  ) {
    throw importError('import_encoding');
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const head = bytes.subarray(0, 256).toString('latin1');
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/.exec(
    head,
  )?.[1];
  const label = declared ? ENCODINGS[declared.trim().toLowerCase()] : 'utf-8';
  if (!label || (bom && label !== 'utf-8')) throw importError('import_encoding');
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw importError('import_encoding');
  }
}

/** Local name of a possibly prefixed XML name. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The document's root element as a tree of local names; throws the import's refusal for a
 * DOCTYPE, malformed XML or a document beyond the limits.
 */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let count = 0;
  let refusal: Error | undefined;
  const refuse = (error: Error) => {
    refusal ??= error;
    throw error;
  };
  parser.on('doctype', () => refuse(importError('import_xml_doctype')));
  parser.on('opentag', (tag) => {
    count += 1;
    if (count > MAX_ELEMENTS || stack.length >= MAX_DEPTH)
      refuse(importError('import_xml_invalid'));
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(tag.attributes)) {
      attributes[local(name)] = value;
    }
    const element: XmlElement = { name: local(tag.name), attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    stack.push(element);
  });
  const addText = (value: string) => {
    const current = stack.at(-1);
    if (current) current.text += value;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', () => refuse(refusal ?? importError('import_xml_invalid')));
  try {
    parser.write(text).close();
  } catch (error) {
    throw (
      refusal ??
      (error instanceof Error && 'code' in error ? error : importError('import_xml_invalid'))
    );
  }
  if (!root) throw importError('import_xml_invalid');
  return root;
}
