// @vitest-environment jsdom
import type { UploadedFile } from '@domus/domain/core/file.schema';
import { propertyInputSchema, type Property } from '@domus/domain/listing/property.schema';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import { ConfirmListingDialog } from './confirm-listing-dialog';

const texts = testTexts.sell.confirm;
const LISTING_ID = '0d9e7c1a-3b2f-4c5d-8e6f-7a8b9c0d1e2f';

function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

function file(n: number, name: string, type: UploadedFile['type'] = 'image'): UploadedFile {
  return {
    _id: uuid(n),
    url: `/files/${n}.jpg`,
    pdfUrl: type === 'image' ? null : `/files/${n}.pdf`,
    name,
    type,
  };
}

/** A residential listing as `GET /api/v1/properties/residential/{id}?populate=…` answers it. */
function listing(
  images: UploadedFile[],
  plans: UploadedFile[] = [],
  extra: Partial<Property> = {},
): Property {
  return {
    _id: LISTING_ID,
    property_id: 1042,
    category: 'residential',
    type: {
      _id: uuid(900),
      id: 'apartment',
      type: 'residential',
      category: 'residential',
      name: { it: 'Appartamento', de: 'Wohnung', en: 'Apartment' },
    },
    rent: false,
    price: 385_000,
    rentPrice: null,
    title: { it: 'Trilocale luminoso', de: 'Helle Dreizimmerwohnung', en: 'Bright flat' },
    description: { it: 'Vicino al centro.', de: 'Nahe dem Zentrum.', en: 'Near the centre.' },
    informations: 'Cantina inclusa',
    cataster: 'p.ed. 123, C.C. Gries',
    video: null,
    images,
    plans,
    mainImage: null,
    mainImages: [],
    isConfirmed: false,
    isDraft: false,
    location: {
      address: {
        street: 'Via Museo',
        streetNumber: '12',
        municipality: { it: 'Bolzano', de: 'Bozen' },
        municipalityId: '021008',
      },
      coordinates: { lat: 46.4983, lng: 11.3548 },
      zone: null,
    },
    owner: {
      _id: uuid(901),
      name: 'Maria',
      familyName: 'Pichler',
      email: 'maria@example.com',
      tel: '+39 0471 123456',
    },
    externalAgent: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    rooms: { bed: 2, living: 1, bath: 1 },
    nettoArea: 78,
    energyClass: 'B',
    ...extra,
  } as Property;
}

const fourImages = [
  file(1, 'living.jpg'),
  file(2, 'kitchen.jpg'),
  file(3, 'bedroom.jpg'),
  file(4, 'bath.jpg'),
];

/** The listing API: GET answers the listing, PATCH answers `patch` (saved by default). */
function api(property: Property, patch?: [number, unknown]) {
  const path = `/api/v1/properties/residential/${LISTING_ID}`;
  return stubApi((url, method, body) => {
    if (url === `${path}?populate=images%2Cplans%2Ctype` && method === 'GET') {
      return [200, { data: property }];
    }
    if (url === path && method === 'PATCH') {
      return patch ?? [200, { data: { ...property, ...(body as object), isConfirmed: true } }];
    }
    return [404, { error: { code: 'not_found', message: 'not found' } }];
  });
}

function renderDialog() {
  const onClose = vi.fn();
  renderWithProviders(
    <ConfirmListingDialog category="residential" id={LISTING_ID} opened onClose={onClose} />,
  );
  return onClose;
}

function button(name: string) {
  return screen.getByRole('button', { name });
}

beforeAll(initTestI18n);
beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('staff confirm dialog (seller-side.md §2 Dialogs, §4 Confirm dialog, §7 PATCH)', () => {
  it('issue 30.12b: a file name may break after its _, - and ., not inside a word', async () => {
    const name = 'IMG_20240612-soggiorno.vista.jpg';
    api(listing([file(1, name), ...fourImages.slice(1)]));
    renderDialog();
    const card = await screen.findByRole('radio', { name: `Image 1: ${name}` });
    const caption = card.querySelector('span:last-of-type') ?? card;
    expect(caption.textContent).toContain(name);
    // Each separator is followed by a break opportunity, and nothing else is.
    const html = caption.innerHTML;
    expect(html).toContain('IMG_<wbr>20240612-<wbr>soggiorno.<wbr>vista.<wbr>jpg');
  });

  it('step 1: Next stays disabled until the main image is chosen (§4)', async () => {
    api(listing(fourImages));
    renderDialog();
    await screen.findByRole('dialog', { name: texts.title });
    const main = await screen.findByRole('radio', { name: 'Image 2: kitchen.jpg' });
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(button(texts.next)).toHaveProperty('disabled', true);
    fireEvent.click(main);
    expect(main.getAttribute('aria-checked')).toBe('true');
    expect(button(texts.next)).toHaveProperty('disabled', false);
  });

  it('step 2: picks four among images and plans, ignores a fifth, Back keeps the main image (§4, §9)', async () => {
    const plans = [file(5, 'floor.pdf', 'floorplan'), file(6, 'tavolare.pdf', 'landregister')];
    api(listing(fourImages, plans));
    renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Image 1: living.jpg' }));
    fireEvent.click(button(texts.next));

    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Image 1: living.jpg',
      'Image 2: kitchen.jpg',
      'Image 3: bedroom.jpg',
      'Image 4: bath.jpg',
      'Floor plan 1: floor.pdf',
      'Land-register extract 1: tavolare.pdf',
    ]);
    const save = button(texts.saveConfirm);
    for (const index of [4, 0, 1]) fireEvent.click(boxes[index]!);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(boxes[2]!);
    expect(save).toHaveProperty('disabled', false);
    expect(screen.getByTestId('main-images-count').textContent).toBe('4 of 4 chosen');
    // A fifth is ignored.
    fireEvent.click(boxes[5]!);
    expect(boxes[5]!.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('main-images-count').textContent).toBe('4 of 4 chosen');
    // Taking one back makes room again.
    fireEvent.click(boxes[0]!);
    expect(save).toHaveProperty('disabled', true);
    fireEvent.click(boxes[5]!);
    expect(boxes[5]!.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(button(texts.back));
    expect(
      screen.getByRole('radio', { name: 'Image 1: living.jpg' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(button(texts.next));
    expect(
      screen
        .getAllByRole('checkbox')
        .filter((b) => b.getAttribute('aria-checked') === 'true')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Image 2: kitchen.jpg',
      'Image 3: bedroom.jpg',
      'Floor plan 1: floor.pdf',
      'Land-register extract 1: tavolare.pdf',
    ]);
  });

  it('with fewer than four files every one of them is needed (§4)', async () => {
    const plans = [file(5, 'floor.pdf', 'floorplan')];
    api(listing(fourImages.slice(0, 2), plans));
    renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Image 2: kitchen.jpg' }));
    fireEvent.click(button(texts.next));
    expect(await screen.findByText('There are only 3 files: choose them all.')).toBeDefined();
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[2]!);
    expect(button(texts.saveConfirm)).toHaveProperty('disabled', true);
    fireEvent.click(boxes[1]!);
    expect(button(texts.saveConfirm)).toHaveProperty('disabled', false);
    expect(screen.getByTestId('main-images-count').textContent).toBe('3 of 3 chosen');
  });

  it('without images Next is open at once (§4: a main image only if there are images)', async () => {
    api(listing([], [file(5, 'floor.pdf', 'floorplan')]));
    renderDialog();
    expect(await screen.findByText(texts.noImages)).toBeDefined();
    expect(button(texts.next)).toHaveProperty('disabled', false);
  });

  it('Save sends the whole listing with isConfirmed, mainImage and mainImages in one PATCH and closes with the saved listing (§4, §7)', async () => {
    const plans = [file(5, 'floor.pdf', 'floorplan')];
    const property = listing(fourImages, plans);
    const calls = api(property);
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Image 3: bedroom.jpg' }));
    fireEvent.click(button(texts.next));
    for (const name of [
      'Image 3: bedroom.jpg',
      'Floor plan 1: floor.pdf',
      'Image 1: living.jpg',
      'Image 2: kitchen.jpg',
    ]) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    fireEvent.click(button(texts.saveConfirm));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());

    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(1);
    const body = patches[0]!.body as Record<string, unknown>;
    const choice = {
      isConfirmed: true,
      mainImage: uuid(3),
      mainImages: [uuid(3), uuid(5), uuid(1), uuid(2)],
    };
    // Everything else goes back as it was read.
    expect(body).toEqual({ ...property, ...choice });
    // …and the API's input schema takes it, populated references included.
    const parsed = propertyInputSchema.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({
      ...choice,
      type: uuid(900),
      owner: uuid(901),
      images: fourImages.map((f) => f._id),
      plans: [uuid(5)],
      price: 385_000,
      nettoArea: 78,
    });
    expect(onClose.mock.calls[0]![0]).toMatchObject({ _id: LISTING_ID, isConfirmed: true });
  });

  it('says in a toast that the listing was confirmed as the dialog closes (issue 18)', async () => {
    const toast = vi.spyOn(notifications, 'show');
    api(listing(fourImages, []));
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Image 1: living.jpg' }));
    fireEvent.click(button(texts.next));
    for (const name of [
      'Image 1: living.jpg',
      'Image 2: kitchen.jpg',
      'Image 3: bedroom.jpg',
      'Image 4: bath.jpg',
    ]) {
      fireEvent.click(screen.getByRole('checkbox', { name }));
    }
    fireEvent.click(button(texts.saveConfirm));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: texts.confirmed }));
  });

  it("a failed save keeps the dialog open with the server's message (§8)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api(listing(fourImages), [
      400,
      {
        error: {
          code: 'validation_error',
          message: 'Some of the data is not valid.',
          fields: [{ field: 'location', message: 'This field must not be empty' }],
        },
      },
    ]);
    const onClose = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: 'Image 1: living.jpg' }));
    fireEvent.click(button(texts.next));
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(button(texts.saveConfirm));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(texts.failed)).toBeDefined();
    expect(within(alert).getByText('Some of the data is not valid.')).toBeDefined();
    expect(within(alert).getByText('This field must not be empty')).toBeDefined();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: texts.title })).toBeDefined();
    expect(button(texts.saveConfirm)).toHaveProperty('disabled', false);
  });

  it('for a confirmed listing it changes the main images, starting from the current ones (§4)', async () => {
    const property = listing(fourImages, [file(5, 'floor.pdf', 'floorplan')], {
      isConfirmed: true,
      mainImage: uuid(2),
      mainImages: [uuid(1), uuid(2), uuid(3), uuid(4)],
    });
    const calls = api(property);
    renderDialog();
    await screen.findByRole('dialog', { name: texts.titleMainImages });
    expect(
      screen.getByRole('radio', { name: 'Image 2: kitchen.jpg' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(button(texts.next));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Image 4: bath.jpg' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Floor plan 1: floor.pdf' }));
    fireEvent.click(button(texts.saveMainImages));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      isConfirmed: true,
      mainImage: uuid(2),
      mainImages: [uuid(1), uuid(2), uuid(3), uuid(5)],
    });
  });
});
