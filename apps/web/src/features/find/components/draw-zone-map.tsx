// Leaflet first: the drawing plugin extends the `L` that Leaflet puts on the window.
import 'leaflet/dist/leaflet.css';
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import { MAP, MAX_POLYGON_POINTS, type Language } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import type { PolygonGeometry } from '@domus/domain/place/location.schema';
import { useEffect, useRef } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type * as L from 'leaflet';
import classes from './find.module.css';

/** What the dialog's buttons do to the drawing. */
export interface DrawZoneHandle {
  /** Removes the last point placed (seller-side.md §2: undo). */
  undo: () => void;
  /** Closes the polygon once it has three points (seller-side.md §2: finish). */
  finish: () => void;
  /** Drops the polygon or the points placed and starts drawing anew. */
  restart: () => void;
  /**
   * Places a corner at the map's centre, under the crosshair: with the arrow keys moving the
   * map, a zone can be drawn without a pointer (WCAG 2.1.1, 2.5.7).
   */
  addPointAtCenter: () => void;
}

/** The drawing's state as the dialog shows it. */
export interface DrawZoneState {
  /** Points placed while drawing. */
  points: number;
  /** The finished polygon, or null while drawing (or while it cannot be used). */
  polygon: PolygonGeometry | null;
  /**
   * What keeps the drawing from being used, to tell the user: a corner or the closing edge that
   * would make the outline cross itself (refused), or more corners than a zone may have.
   */
  problem: DrawZoneProblem | null;
}

/** Why a corner was refused or the zone cannot be used. */
export type DrawZoneProblem = 'crossing' | 'tooManyPoints';

/** What the dialog gives the map. */
export interface DrawZoneMapProps {
  tileUrl: string;
  /** Where the map opens. */
  center: Coordinates;
  language: Language;
  /** Told of every change of the drawing. */
  onChange: (state: DrawZoneState) => void;
  /** Filled with the steps the dialog's buttons take. */
  handleRef: React.RefObject<DrawZoneHandle | null>;
}

/** The draw mode's private steps that its own toolbar buttons call (finish, remove last vertex). */
type PolygonDrawing = {
  _finishShape: () => void;
  _removeLastVertex: () => void;
  /** Set by its self-intersection check for the last corner or closing edge tried. */
  _doesSelfIntersect?: boolean;
};

const color = '#1d5a6c';

/**
 * The closed GeoJSON polygon of a drawn layer: positions as [lng, lat] (Leaflet holds [lat, lng]),
 * or null when it has more positions than the API accepts (MAX_POLYGON_POINTS, the closing one
 * included) or too few.
 */
export function polygonOf(layer: L.Polygon): PolygonGeometry | null {
  const geometry = layer.toGeoJSON(6).geometry;
  if (geometry.type !== 'Polygon') return null;
  const ring = geometry.coordinates[0];
  if (!ring || ring.length < 4 || ring.length > MAX_POLYGON_POINTS) return null;
  return {
    type: 'Polygon',
    coordinates: [ring.map(([lng, lat]) => [lng as number, lat as number] as [number, number])],
  };
}

/** Starts the polygon draw mode with the site's colours, no crossing edges allowed. */
function startDrawing(map: L.Map): void {
  map.pm.enableDraw('Polygon', {
    allowSelfIntersection: false,
    snappable: false,
    templineStyle: { color },
    hintlineStyle: { color, dashArray: '5,5' },
    pathOptions: { color, fillColor: color, fillOpacity: 0.2, weight: 3 },
  });
}

/** The drawing itself: geoman's polygon mode on the map, driven by the dialog's buttons. */
function Drawing({
  language,
  onChange,
  handleRef,
}: {
  language: Language;
  onChange: (state: DrawZoneState) => void;
  handleRef: React.RefObject<DrawZoneHandle | null>;
}) {
  const map = useMap();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    // Geoman's markers (the hint under the cursor, the corners placed) are Leaflet markers, which
    // make themselves nameless buttons in the tab order. The dialog's Undo and Finish buttons do
    // by keyboard what they would: the markers leave the tab order and the accessibility tree.
    const pane = map.getPane('markerPane');
    if (!pane) return;
    const quiet = () => {
      pane.querySelectorAll('.leaflet-marker-icon[role="button"]').forEach((marker) => {
        marker.removeAttribute('role');
        marker.setAttribute('tabindex', '-1');
        marker.setAttribute('aria-hidden', 'true');
      });
    };
    quiet();
    const observer = new MutationObserver(quiet);
    observer.observe(pane, { childList: true });
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    const report = (state: DrawZoneState) => onChangeRef.current(state);
    let drawn: L.Polygon | null = null;
    let working: L.Polyline | null = null;
    const pointsPlaced = () => working?.getLatLngs().length ?? 0;
    // The ring repeats the first corner: one corner fewer than the positions the API accepts.
    const tooMany = (points: number) => points >= MAX_POLYGON_POINTS;
    const countPoints = () => {
      const points = pointsPlaced();
      report({ points, polygon: null, problem: tooMany(points) ? 'tooManyPoints' : null });
    };
    const drawing = () => map.pm.Draw.Polygon as unknown as PolygonDrawing;
    // The draw mode refuses a corner or a closing edge that would cross the outline, showing
    // only a red line: the user is told in words too.
    const reportIfCrossing = () => {
      if (working && drawing()._doesSelfIntersect) {
        report({ points: pointsPlaced(), polygon: null, problem: 'crossing' });
      }
    };
    // A click is the draw mode's first (it was listening before): check once it has been handled.
    const onClick = () => window.setTimeout(reportIfCrossing, 0);

    map.pm.setLang(language);
    map.pm.setGlobalOptions({ exitModeOnEscape: false });

    const onDrawStart: L.PM.DrawStartEventHandler = (event) => {
      working = event.workingLayer as L.Polyline;
      working.on('pm:vertexadded pm:vertexremoved', countPoints);
      countPoints();
    };
    const onCreate: L.PM.CreateEventHandler = (event) => {
      drawn = event.layer as L.Polygon;
      working = null;
      const update = () => {
        const polygon = drawn && polygonOf(drawn);
        report({ points: 0, polygon, problem: polygon ? null : 'tooManyPoints' });
      };
      // The finished zone stays editable: its corners can be dragged.
      drawn.pm.enable({ allowSelfIntersection: false, snappable: false });
      drawn.on('pm:edit', update);
      update();
    };
    map.on('pm:drawstart', onDrawStart);
    map.on('pm:create', onCreate);
    map.on('click', onClick);

    handleRef.current = {
      undo: () => {
        if (!map.pm.Draw.Polygon || !working) return;
        const points = working.getLatLngs().length;
        drawing()._removeLastVertex();
        // Taking away the only point leaves the draw mode: drawing simply starts again.
        if (points <= 1) {
          working = null;
          startDrawing(map);
          report({ points: 0, polygon: null, problem: null });
        }
      },
      finish: () => {
        if (!working || tooMany(pointsPlaced())) return;
        drawing()._finishShape();
        reportIfCrossing();
      },
      addPointAtCenter: () => {
        if (drawn || !map.pm.globalDrawModeEnabled()) return;
        // The draw mode places a corner where the map is clicked: a click at the centre.
        if (tooMany(pointsPlaced())) return;
        const latlng = map.getCenter();
        map.fire('click', {
          latlng,
          layerPoint: map.latLngToLayerPoint(latlng),
          containerPoint: map.latLngToContainerPoint(latlng),
        });
      },
      restart: () => {
        if (drawn) map.removeLayer(drawn);
        drawn = null;
        map.pm.disableDraw();
        startDrawing(map);
        report({ points: 0, polygon: null, problem: null });
      },
    };
    startDrawing(map);

    // Enter on the focused map places a corner under the crosshair (the arrow keys move the map,
    // Leaflet's own keyboard handling), so that the whole zone is drawn without leaving the map.
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.target !== container) return;
      event.preventDefault();
      handleRef.current?.addPointAtCenter();
    };
    container.addEventListener('keydown', onKeyDown);

    // Leaflet measures its box once; the dialog's opening and phone rotations change it.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => {
      observer.disconnect();
      container.removeEventListener('keydown', onKeyDown);
      map.off('pm:drawstart', onDrawStart);
      map.off('pm:create', onCreate);
      map.off('click', onClick);
      map.pm.disableDraw();
      handleRef.current = null;
    };
  }, [map, language, handleRef]);

  return null;
}

/**
 * The map of the drawing dialog (seller-side.md §2 Location picker, Map): opens at `center` with
 * the draw zoom 11 (maximum 19) and draws one polygon with Leaflet-Geoman. Loaded only when the
 * dialog opens, with the tile service the server names.
 */
export default function DrawZoneMap({
  tileUrl,
  center,
  language,
  onChange,
  handleRef,
}: DrawZoneMapProps) {
  return (
    <div className={classes.drawMapBox}>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={MAP.drawZoom}
        maxZoom={MAP.maxZoom}
        doubleClickZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer url={tileUrl} maxZoom={MAP.maxZoom} attribution="&copy; OpenStreetMap" />
        <Drawing language={language} onChange={onChange} handleRef={handleRef} />
      </MapContainer>
      {/* Where "add a corner here" places it: the map's centre. */}
      <span className={classes.crosshair} aria-hidden />
    </div>
  );
}
