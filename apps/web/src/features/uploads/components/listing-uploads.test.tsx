// @vitest-environment jsdom
import { MAX_FILE_BYTES } from '@domus/domain/core/constants';
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { createUploadSession } from '../utils/upload-session';
import { ListingUploads, type ListingFiles } from './listing-uploads';

const texts = testTexts.sell.uploads;
const errors = testTexts.errors.global.errors;

/** A stored file as the API answers it. */
function stored(name: string, type: UploadedFile['type'] = 'image'): UploadedFile {
  const pdf = name.endsWith('.pdf');
  return {
    _id: `id-${name}`,
    url: `/files/${name}.jpg`,
    pdfUrl: pdf ? `/files/${name}` : null,
    name,
    type,
  };
}

function picture(name: string, bytes = 10, mime = 'image/jpeg'): File {
  return new File(['x'.repeat(bytes)], name, { type: mime });
}

/** A promise with its resolve function, to answer a request when the test says so. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * The file API: each upload answers its file as stored (after `gates[name]` opens, when one is
 * set), or what `answers[name]` says; deletions answer as the API does.
 */
function api(
  options: {
    gates?: Record<string, Promise<void>>;
    answers?: Record<string, [number, unknown]>;
  } = {},
) {
  return stubApi(async (url, method, body) => {
    const upload = /^\/api\/v1\/file\?type=(\w+)$/.exec(url);
    if (upload && method === 'POST') {
      const files = (body as FormData).getAll('file') as File[];
      const name = files[0]!.name;
      await options.gates?.[name];
      const answer = options.answers?.[name];
      if (answer) return answer;
      return [200, { data: files.map((f) => stored(f.name, upload[1] as UploadedFile['type'])) }];
    }
    if (/^\/api\/v1\/file\/[\w.-]+$/.test(url) && method === 'DELETE') {
      return [200, { data: { deleted: true } }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

/** What a test does with the rendered areas from outside, as the wizard would. */
interface Controls {
  /** Every value the owner held, in order. */
  changes: ListingFiles[];
  /** Shows or leaves the areas (the user goes to another step); the uploads go on. */
  show: (shown: boolean) => void;
  /** Changes the files elsewhere (another change of the wizard's). */
  change: (change: (value: ListingFiles) => ListingFiles) => void;
  /** The files a saved version of the listing holds (after a draft save). */
  setSaved: (ids: string[]) => void;
}

/**
 * The areas as the wizard holds them: the files in the owner's state, changed through the upload
 * session the owner connects, the session living beside the areas.
 */
function renderUploads(
  initial: ListingFiles = { images: [], plans: [] },
  props: { readOnly?: boolean; error?: string | null; saved?: string[] } = {},
): Controls {
  const session = createUploadSession();
  const controls = { changes: [] } as unknown as Controls;
  function Harness() {
    const [value, setValue] = useState(initial);
    const [shown, setShown] = useState(true);
    const [saved, setSaved] = useState(props.saved ?? []);
    const first = useRef(true);
    useEffect(() => session.connect((change) => setValue((current) => change(current))), []);
    useEffect(() => {
      if (first.current) first.current = false;
      else controls.changes.push(value);
    }, [value]);
    controls.show = (next) => act(() => setShown(next));
    controls.change = (change) => act(() => setValue(change));
    controls.setSaved = (ids) => act(() => setSaved(ids));
    return shown ? (
      <ListingUploads
        value={value}
        session={session}
        savedFileIds={new Set(saved)}
        readOnly={props.readOnly ?? false}
        error={props.error ?? null}
      />
    ) : null;
  }
  renderWithProviders(<Harness />);
  return controls;
}

/** Chooses files in an upload area, as the file picker does. */
function choose(area: string, files: File[]) {
  const zone = screen.getByRole('button', { name: new RegExp(`^${area}`) });
  const input = zone.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

/** The names of the files shown in an area, in their order. */
function shown(area: string): string[] {
  const list = screen.queryByRole('list', { name: area });
  if (!list) return [];
  // Each tile's caption names its file (the picture's alt text is empty: it would repeat it).
  return Array.from(list.querySelectorAll('li figcaption'), (caption) => caption.textContent ?? '');
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('step 5 upload areas (seller-side.md §2 upload areas, §4 Upload, §7 /file)', () => {
  it('shows a loading placeholder while a file uploads, then its thumbnail (§4 Upload)', async () => {
    const held = gate();
    const calls = api({ gates: { 'kitchen.jpg': held.promise } });
    const { changes } = renderUploads();
    choose(texts.upload.image, [picture('kitchen.jpg')]);

    const placeholder = await screen.findByText('Uploading kitchen.jpg…');
    expect(placeholder.closest('[role="status"]')).not.toBeNull();
    expect(changes).toEqual([]);

    held.open();
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['kitchen.jpg']));
    expect(screen.queryByText(/^Uploading /)).toBeNull();
    expect(changes.at(-1)).toEqual({ images: [stored('kitchen.jpg')], plans: [] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/file?type=image']);
    expect(screen.getByTestId('image-count').textContent).toBe('1 image, at least 4 are needed');
  });

  it('uploads several files at once and appends them in the order chosen, whichever finishes first (§4 Upload)', async () => {
    const gates = { 'a.jpg': gate(), 'b.jpg': gate(), 'c.jpg': gate() };
    const calls = api({
      gates: Object.fromEntries(Object.entries(gates).map(([k, g]) => [k, g.promise])),
    });
    const existing = stored('old.jpg');
    const { changes } = renderUploads({ images: [existing], plans: [] });
    choose(texts.upload.image, [picture('a.jpg'), picture('b.jpg'), picture('c.jpg')]);
    expect(await screen.findAllByText(/^Uploading /)).toHaveLength(3);
    // One request per file.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));

    gates['c.jpg'].open();
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['old.jpg', 'c.jpg']));
    gates['a.jpg'].open();
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['old.jpg', 'a.jpg', 'c.jpg']));
    gates['b.jpg'].open();
    await waitFor(() =>
      expect(shown(texts.areas.image)).toEqual(['old.jpg', 'a.jpg', 'b.jpg', 'c.jpg']),
    );
    // Every finished file reached the parent at once, none was lost on the way.
    expect(changes.map((v) => v.images.map((f) => f.name))).toEqual([
      ['old.jpg', 'c.jpg'],
      ['old.jpg', 'a.jpg', 'c.jpg'],
      ['old.jpg', 'a.jpg', 'b.jpg', 'c.jpg'],
    ]);
    expect(screen.getByTestId('image-count').textContent).toBe('4 images, at least 4 are needed');
  });

  it("shows an error tile with the server's message for a refused file, the others arrive (§4 Upload, §8)", async () => {
    api({
      answers: {
        'broken.jpg': [
          422,
          {
            error: {
              code: 'invalid_file',
              message: 'The file is damaged or incomplete and cannot be read.',
              fields: [{ field: 'file', message: 'broken.jpg: file damaged or incomplete' }],
            },
          },
        ],
      },
    });
    const { changes } = renderUploads();
    choose(texts.upload.image, [picture('good.jpg'), picture('broken.jpg')]);

    const tile = await screen.findByRole('alert');
    expect(within(tile).getByText(texts.failed)).toBeDefined();
    expect(within(tile).getByText('broken.jpg: file damaged or incomplete')).toBeDefined();
    // The file is at fault: sending it again cannot help.
    expect(screen.queryByRole('button', { name: 'Upload broken.jpg again' })).toBeNull();
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['good.jpg']));
    expect(changes.at(-1)?.images.map((f) => f.name)).toEqual(['good.jpg']);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notice about broken.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a retry when the connection failed, and the file arrives on the second try (§4 Upload)', async () => {
    let tries = 0;
    stubApi(async (url, method, body) => {
      if (method !== 'POST') return [404, {}];
      tries++;
      if (tries === 1) return [503, undefined];
      const file = (body as FormData).get('file') as File;
      return [200, { data: [stored(file.name)] }];
    });
    renderUploads();
    choose(texts.upload.image, [picture('terrace.jpg')]);
    const tile = await screen.findByRole('alert');
    expect(within(tile).getByText(testTexts.errors.api.internal_error)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Upload terrace.jpg again' }));
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['terrace.jpg']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a too large file, an empty one and a PDF among images before any upload (§9 limits)', async () => {
    const calls = api();
    renderUploads();
    const big = picture('huge.jpg');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    choose(texts.upload.image, [
      big,
      picture('empty.jpg', 0),
      picture('plan.pdf', 10, 'application/pdf'),
    ]);
    const tiles = await screen.findAllByRole('alert');
    expect(tiles.map((tile) => within(tile).getAllByText(/.+/).at(-1)?.textContent)).toEqual([
      'huge.jpg: at most 25 MB per file',
      'empty.jpg: the file is empty',
      'plan.pdf: file type not supported',
    ]);
    expect(calls).toEqual([]);
  });

  it('uploads plans to their own area with their kind (§2 upload areas); a PDF shows its preview, a PDF badge and a link to the document', async () => {
    const calls = api();
    const { changes } = renderUploads();
    choose(texts.upload.cataster, [picture('extract.pdf', 10, 'application/pdf')]);
    await waitFor(() => expect(shown(texts.areas.cataster)).toEqual(['extract.pdf']));
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/file?type=cataster']);
    expect(changes.at(-1)).toEqual({ images: [], plans: [stored('extract.pdf', 'cataster')] });
    const area = screen.getByRole('list', { name: texts.areas.cataster });
    expect(within(area).getByText('PDF')).toBeDefined();
    expect(
      within(area).getByRole('link', { name: 'Open the PDF extract.pdf' }).getAttribute('href'),
    ).toBe('/files/extract.pdf');
    // The caption names the file; the picture's alt text stays empty rather than repeat it.
    expect(area.querySelector('img')?.getAttribute('src')).toBe('/files/extract.pdf.jpg');
    expect(shown(texts.areas.floorplan)).toEqual([]);
  });

  it("deletes a file this form uploaded on the server at once, but a saved listing's file only leaves the value (§7 DELETE /file)", async () => {
    const calls = api();
    const saved = stored('saved.jpg');
    const { changes } = renderUploads({ images: [saved], plans: [] }, { saved: [saved._id] });
    choose(texts.upload.image, [picture('new.jpg')]);
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['saved.jpg', 'new.jpg']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete saved.jpg' }));
    expect(shown(texts.areas.image)).toEqual(['new.jpg']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete new.jpg' }));
    expect(shown(texts.areas.image)).toEqual([]);
    expect(changes.at(-1)).toEqual({ images: [], plans: [] });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/v1/file/id-new.jpg',
      ]),
    );
  });

  it('keeps an upload going when step 5 is left: its tile is back on return, and the file joins the files as they are then (§4 Upload)', async () => {
    const held = { 'new.jpg': gate(), 'late.jpg': gate() };
    api({ gates: { 'new.jpg': held['new.jpg'].promise, 'late.jpg': held['late.jpg'].promise } });
    const controls = renderUploads({ images: [stored('old.jpg')], plans: [] });
    choose(texts.upload.image, [picture('new.jpg'), picture('late.jpg')]);
    await screen.findByText('Uploading new.jpg…');

    // The user goes Back; meanwhile another change of the files.
    controls.show(false);
    controls.change((files) => ({ ...files, images: [...files.images, stored('other.jpg')] }));
    held['new.jpg'].open();
    await waitFor(() =>
      expect(controls.changes.at(-1)?.images.map((f) => f.name)).toEqual([
        'old.jpg',
        'other.jpg',
        'new.jpg',
      ]),
    );

    // Back at step 5: the file still travelling shows as such, and arrives.
    controls.show(true);
    expect(screen.getByText('Uploading late.jpg…')).toBeDefined();
    expect(shown(texts.areas.image)).toEqual(['old.jpg', 'other.jpg', 'new.jpg']);
    held['late.jpg'].open();
    await waitFor(() =>
      expect(shown(texts.areas.image)).toEqual(['old.jpg', 'other.jpg', 'new.jpg', 'late.jpg']),
    );
    expect(screen.queryByText(/^Uploading /)).toBeNull();
  });

  it('after a draft save keeps a file of the saved draft on the server when it is removed; a file never saved is deleted at once (§7 DELETE /file)', async () => {
    const calls = api();
    const controls = renderUploads();
    choose(texts.upload.image, [picture('first.jpg')]);
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['first.jpg']));
    // The draft is saved with it.
    controls.setSaved([stored('first.jpg')._id]);
    choose(texts.upload.image, [picture('second.jpg')]);
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['first.jpg', 'second.jpg']));

    fireEvent.click(screen.getByRole('button', { name: 'Delete first.jpg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete second.jpg' }));
    expect(shown(texts.areas.image)).toEqual([]);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/v1/file/id-second.jpg',
      ]),
    );
  });

  it('deletes at once a file never saved that an earlier visit uploaded (kept in the browser)', async () => {
    const calls = api();
    renderUploads({ images: [stored('kept.jpg')], plans: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Delete kept.jpg' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        '/api/v1/file/id-kept.jpg',
      ]),
    );
  });

  it('moves a file by keyboard: space, arrow, space (dnd-kit keyboard sensor), and a later upload keeps the new order', async () => {
    // jsdom lays nothing out: every tile stands 200 px right of the one before it.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const index = this.tagName === 'LI' ? [...this.parentElement!.children].indexOf(this) : 0;
      return DOMRect.fromRect({ x: index * 200, y: 0, width: 150, height: 150 });
    });
    const held = gate();
    api({ gates: { 'd.jpg': held.promise } });
    const { changes } = renderUploads({
      images: [stored('a.jpg'), stored('b.jpg'), stored('c.jpg')],
      plans: [],
    });
    choose(texts.upload.image, [picture('d.jpg')]);
    await screen.findByText('Uploading d.jpg…');

    const handle = screen.getByRole('button', { name: 'Move a.jpg' });
    handle.focus();
    // The sensor listens for the next keys from the next task on.
    const press = async (code: string, key: string) => {
      fireEvent.keyDown(handle, { code, key });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await press('Space', ' ');
    await press('ArrowRight', 'ArrowRight');
    await press('Space', ' ');
    await waitFor(() => expect(shown(texts.areas.image)).toEqual(['b.jpg', 'a.jpg', 'c.jpg']));
    expect(changes.at(-1)?.images.map((f) => f.name)).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);

    held.open();
    await waitFor(() =>
      expect(shown(texts.areas.image)).toEqual(['b.jpg', 'a.jpg', 'c.jpg', 'd.jpg']),
    );
  });

  it('read-only mode shows the files without upload areas, move or delete buttons (§2 Read-only mode)', () => {
    api();
    renderUploads(
      { images: [stored('a.jpg')], plans: [stored('plan.pdf', 'floorplan')] },
      { readOnly: true },
    );
    expect(shown(texts.areas.image)).toEqual(['a.jpg']);
    expect(shown(texts.areas.floorplan)).toEqual(['plan.pdf']);
    expect(screen.queryByRole('button', { name: texts.upload.image })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.upload.floorplan })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.getAllByText(texts.none)).toHaveLength(2);
  });

  it("shows the submit error under the images, also given as the domain's message key (§5: at least 4 images)", () => {
    api();
    renderUploads({ images: [stored('a.jpg')], plans: [] }, { error: 'global.errors.minImages' });
    expect(screen.getByRole('alert').textContent).toBe(errors.minImages);
    expect(
      screen
        .getByRole('button', { name: new RegExp(`^${texts.upload.image}`) })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

describe('names in the page’s language (issue 18)', () => {
  it('leaves no "file upload" button in English: the area is the one button, named by its visible text', () => {
    api();
    renderUploads();
    const name = new RegExp(`^${texts.upload.image}`);
    expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    const zone = screen.getByRole('button', { name });
    // WCAG 2.5.3: the name holds the whole visible text, not just the title.
    expect(zone.textContent).toContain(texts.drop);
    expect(zone.getAttribute('aria-label')).toBeNull();
    const input = zone.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.style.display).toBe('none');
    expect(input.getAttribute('aria-label')).toBe(texts.upload.image);
    expect(screen.queryByLabelText('file upload')).toBeNull();
  });
});
