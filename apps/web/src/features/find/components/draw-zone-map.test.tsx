// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initTestI18n,
  renderWithProviders,
  stubApi,
  stubBrowser,
  testTexts,
} from '../../../shared/test/render-with-providers';
import type { DrawnZone } from '../utils/saved-search-form';
import { MAX_POLYGON_POINTS } from '@domus/domain/core/constants';
import { polygon } from 'leaflet';
import { DrawZoneDialog } from './draw-zone-dialog';
import { polygonOf } from './draw-zone-map';

const texts = testTexts.find.draw;
const CENTER = { lat: 46.5, lng: 11.35 };

/** The drawing dialog with the real map (Leaflet and its drawing plugin). */
async function openDialog(onSave: (zone: DrawnZone) => void) {
  renderWithProviders(
    <DrawZoneDialog opened center={CENTER} language="en" onClose={() => {}} onSave={onSave} />,
  );
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  await waitFor(() => expect(dialog.querySelector('.leaflet-container')).not.toBeNull());
  return { dialog, map: dialog.querySelector<HTMLElement>('.leaflet-container')! };
}

/** An arrow key on the focused map: Leaflet pans by 80 px (it animates, hence the wait). */
const KEY_CODES = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;

/** An arrow key on the focused map: Leaflet pans by 80 px (it animates, hence the wait). */
async function pan(map: HTMLElement, key: keyof typeof KEY_CODES) {
  fireEvent.focus(map);
  fireEvent.keyDown(map, { key, keyCode: KEY_CODES[key] });
  await new Promise((resolve) => setTimeout(resolve, 400));
}

beforeAll(initTestI18n);
beforeEach(() => {
  stubBrowser();
  stubApi(() => [200, { data: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } }]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('drawing a zone without a pointer (WCAG 2.1.1, 2.5.7; seller-side.md §2 Location picker)', () => {
  it('places corners at the crosshair with "add a point here" while the arrow keys move the map, announcing the count', async () => {
    const onSave = vi.fn();
    const { dialog, map } = await openDialog(onSave);
    const status = within(dialog).getByRole('status');
    const add = () => fireEvent.click(within(dialog).getByRole('button', { name: texts.addPoint }));
    expect(map.tabIndex).toBe(0);
    expect(status.textContent).toBe('0 points');

    add();
    await waitFor(() => expect(status.textContent).toBe('1 point'));
    await pan(map, 'ArrowRight');
    add();
    await pan(map, 'ArrowDown');
    add();
    await waitFor(() => expect(status.textContent).toBe('3 points'));

    fireEvent.click(within(dialog).getByRole('button', { name: texts.finish }));
    await waitFor(() => expect(status.textContent).toBe(texts.hintDone));
    fireEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const ring = (onSave.mock.calls[0]![0] as DrawnZone).geoJson.coordinates[0]!;
    // [lng, lat]: the first corner at the centre, then east of it, then south of that; closed.
    expect(ring).toHaveLength(4);
    expect(ring[0]).toEqual([CENTER.lng, CENTER.lat]);
    expect(ring[1]![0]).toBeGreaterThan(CENTER.lng);
    expect(ring[1]![1]).toBeCloseTo(CENTER.lat, 6);
    expect(ring[2]![0]).toBeCloseTo(ring[1]![0], 6);
    expect(ring[2]![1]).toBeLessThan(CENTER.lat);
    expect(ring[3]).toEqual(ring[0]);
  });
});

describe('Enter on the focused map places a corner under the crosshair (issue 18)', () => {
  it('draws a whole zone from the map itself: arrows move, Enter places', async () => {
    const onSave = vi.fn();
    const { dialog, map } = await openDialog(onSave);
    const status = within(dialog).getByRole('status');
    const enter = () => fireEvent.keyDown(map, { key: 'Enter', keyCode: 13 });
    enter();
    await waitFor(() => expect(status.textContent).toBe('1 point'));
    await pan(map, 'ArrowRight');
    enter();
    await pan(map, 'ArrowDown');
    enter();
    await waitFor(() => expect(status.textContent).toBe('3 points'));
    // Enter on a control inside the map (a zoom button) is that control's own.
    const zoomIn = map.querySelector<HTMLElement>('.leaflet-control-zoom-in');
    if (zoomIn) fireEvent.keyDown(zoomIn, { key: 'Enter', keyCode: 13 });
    expect(status.textContent).toBe('3 points');
  });
});

describe('drawing problems are told in words (seller-side.md §2 Location picker)', () => {
  it('says so when closing the outline would make it cross itself, and closes it once corrected', async () => {
    const onSave = vi.fn();
    const { dialog, map } = await openDialog(onSave);
    const status = within(dialog).getByRole('status');
    const add = () => fireEvent.click(within(dialog).getByRole('button', { name: texts.addPoint }));
    // A bow tie: top left, top right, bottom left, bottom right.
    add();
    await pan(map, 'ArrowRight');
    add();
    await pan(map, 'ArrowDown');
    await pan(map, 'ArrowLeft');
    add();
    await pan(map, 'ArrowRight');
    add();
    await waitFor(() => expect(status.textContent).toBe('4 points'));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: texts.finish }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(texts.crossing);
    expect(status.textContent).toBe('4 points');
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: texts.save }).disabled,
    ).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: texts.undo }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: texts.finish }));
    await waitFor(() => expect(status.textContent).toBe(texts.hintDone));
  });
});

describe('polygonOf: the drawn layer as the API takes it (location.schema polygon)', () => {
  it('gives [lng, lat] positions, closed', () => {
    const layer = polygon([
      [46.5, 11.3],
      [46.6, 11.3],
      [46.6, 11.4],
    ]);
    expect(polygonOf(layer)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [11.3, 46.5],
          [11.3, 46.6],
          [11.4, 46.6],
          [11.3, 46.5],
        ],
      ],
    });
  });

  it('gives nothing for more corners than the API accepts', () => {
    const corners = (count: number) =>
      Array.from({ length: count }, (_, i): [number, number] => [
        46.5 + 0.1 * Math.sin((2 * Math.PI * i) / count),
        11.3 + 0.1 * Math.cos((2 * Math.PI * i) / count),
      ]);
    expect(polygonOf(polygon(corners(MAX_POLYGON_POINTS - 1)))).not.toBeNull();
    expect(polygonOf(polygon(corners(MAX_POLYGON_POINTS)))).toBeNull();
  });
});
