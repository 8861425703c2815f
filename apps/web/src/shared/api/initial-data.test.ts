import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it: one script element with the embedded answer, or none. */
function pageWith(content: string | null) {
  let element: { textContent: string; remove: () => void } | null =
    content === null ? null : { textContent: content, remove: () => (element = null) };
  const document = {
    getElementById: (id: string) => (id === 'domus-initial-data' ? element : null),
  };
  vi.stubGlobal('document', document);
  return { inDom: () => element !== null };
}

const ANSWER = { data: { _id: 'a1', title: { it: 'Attico </script>' } } };
const URL = '/api/v1/properties/residential/a1?populate=images%2Cplans%2Ctype';

async function helper() {
  return (await import('./initial-data')).takeInitialData;
}

describe('the API answer embedded in the page (issue 3: performance)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('answers the request it was written for, in its language, and takes it out of the page', async () => {
    const page = pageWith(JSON.stringify({ url: URL, lang: 'it', body: ANSWER }));
    const take = await helper();
    expect(take(URL, 'it')).toEqual(ANSWER);
    expect(page.inDom()).toBe(false);
  });

  it('answers only once', async () => {
    pageWith(JSON.stringify({ url: URL, lang: 'it', body: ANSWER }));
    const take = await helper();
    expect(take(URL, 'it')).toEqual(ANSWER);
    expect(take(URL, 'it')).toBeUndefined();
  });

  it('ignores another request or another language (a stored choice the server could not see)', async () => {
    pageWith(JSON.stringify({ url: URL, lang: 'it', body: ANSWER }));
    const take = await helper();
    expect(take(`${URL}&x=1`, 'it')).toBeUndefined();
    expect(take(URL, 'de')).toBeUndefined();
    // Still there for the request it answers.
    expect(take(URL, 'it')).toEqual(ANSWER);
  });

  it('gives nothing on a page without data or with broken data', async () => {
    pageWith(null);
    expect((await helper())(URL, 'it')).toBeUndefined();
    vi.resetModules();
    pageWith('{not json');
    expect((await helper())(URL, 'it')).toBeUndefined();
  });
});
