/**
 * Writes `WIS_IMPORT.XML` of wohnen-in-suedtirol.it (interface 2.2, issue 32 point 2, decision
 * 065) as chunks of UTF-8 bytes, one per object. The values come from the domain's mapping; this
 * file only knows the element order and how to escape text. The interface demands UTF-8
 * ("Always use UTF-8 encoding"), so the bytes are encoded here and not left to a transport.
 */
import { WIS_ELEMENTS, type WisObject } from '@domus/domain/feeds/wis-mapping';
import { escapeXml } from './immobiliare-feed.builder.ts';

const encoder = new TextEncoder();

function element(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** One `<OBJEKT>`, its children in the interface's order; absent values are left out. */
export function wisObjectXml(object: WisObject): string {
  const children = WIS_ELEMENTS.flatMap((name) => {
    const value = object.values[name];
    return value === undefined ? [] : [element(name, value)];
  });
  return `<OBJEKT>${children.join('')}</OBJEKT>\n`;
}

/**
 * The document as UTF-8 chunks: the head with the agency's customer number and the number of
 * objects (which the portal checks the import's completeness by, so it comes before them and
 * the objects are written beforehand), then one chunk per object. Without objects the
 * documentation asks to leave `<OBJEKTE>` out.
 * @param customerNumber the agency's customer number at the portal (`KDNR`)
 * @param objects the `<OBJEKT>` elements, written by {@link wisObjectXml}
 */
export async function* wisImportChunks(
  customerNumber: string,
  objects: readonly string[],
): AsyncGenerator<Uint8Array> {
  yield encoder.encode(
    `<?xml version="1.0" encoding="utf-8"?>\n<WIS><BENUTZER>${element('KDNR', customerNumber)}</BENUTZER>\n`,
  );
  if (objects.length > 0) {
    yield encoder.encode(`<OBJEKTE>${element('ANZAHL', String(objects.length))}\n`);
    for (const object of objects) yield encoder.encode(object);
    yield encoder.encode('</OBJEKTE>\n');
  }
  yield encoder.encode('</WIS>\n');
}
