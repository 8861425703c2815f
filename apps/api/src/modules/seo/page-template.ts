/**
 * index.html as the template of every page: read once per build into its parts around the
 * places a page fills (the `<html>` tag, the title, the end of the head, #root). A page is then
 * written by joining the parts with its own, without searching or stripping the template again
 * (issue 31 point 3: index.html holds nothing a page must take out).
 */

/** The parts of index.html between the places a page fills. */
export type PageTemplate = {
  /** Up to the `<html>` tag. */
  start: string;
  /** The template's own `<html …>` tag, for a page that has no language of its own. */
  htmlTag: string;
  /** From after the `<html>` tag to the `<title>`, or to the end of the head without one. */
  head: string;
  /** The template's title text, or undefined when it has no title. */
  title: string | undefined;
  /** From after `</title>` to `</head>` (empty without a title). */
  headEnd: string;
  /** From `</head>` to `<div id="root">`. */
  body: string;
  /** From after `<div id="root"></div>` to the end. */
  end: string;
};

const ROOT = '<div id="root"></div>';

/** Where `needle` starts in `html` (case-insensitive) at or after `from`; -1 when it is not. */
function find(html: string, lower: string, needle: string, from = 0): number {
  return lower.indexOf(needle.toLowerCase(), from);
}

/** Splits index.html into its parts; throws when it lacks a head or the #root element. */
export function parseTemplate(html: string): PageTemplate {
  const lower = html.toLowerCase();
  const htmlAt = find(html, lower, '<html');
  const htmlEnd = htmlAt < 0 ? -1 : find(html, lower, '>', htmlAt) + 1;
  const headClose = find(html, lower, '</head>');
  const rootAt = find(html, lower, ROOT, headClose);
  if (htmlAt < 0 || headClose < 0 || rootAt < 0) {
    throw new Error('index.html lacks <html>, </head> or <div id="root"></div>');
  }
  const titleAt = find(html, lower, '<title>', htmlEnd);
  const titleClose = titleAt < 0 ? -1 : find(html, lower, '</title>', titleAt);
  const titled = titleAt >= 0 && titleClose >= 0 && titleClose < headClose;
  return {
    start: html.slice(0, htmlAt),
    htmlTag: html.slice(htmlAt, htmlEnd),
    head: html.slice(htmlEnd, titled ? titleAt : headClose),
    title: titled ? html.slice(titleAt + '<title>'.length, titleClose) : undefined,
    headEnd: titled ? html.slice(titleClose + '</title>'.length, headClose) : '',
    body: html.slice(headClose, rootAt),
    end: html.slice(rootAt + ROOT.length),
  };
}

/** Templates by their text: index.html changes only with a new build. */
const parsed = new Map<string, PageTemplate>();

/** The parts of `html`, split once per text. */
export function templateOf(html: string): PageTemplate {
  let template = parsed.get(html);
  if (!template) {
    template = parseTemplate(html);
    parsed.clear();
    parsed.set(html, template);
  }
  return template;
}
