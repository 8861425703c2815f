import 'leaflet/dist/leaflet.css';
import { MAP } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import { divIcon, type LeafletKeyboardEvent, type Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import classes from './sell-wizard.module.css';

/** How far one arrow key moves the marker, in screen pixels at the current zoom. */
const KEY_STEP_PX = 8;
const KEY_OFFSETS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

/** Moves the view to a newly checked address (the map keeps its own view otherwise). */
function FollowCenter({ center }: { center: Coordinates }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], MAP.markerZoom);
  }, [map, center.lat, center.lng]);
  return null;
}

/** A tap or click on the map moves the marker there. */
function MoveOnClick({ onMove }: { onMove: (position: Coordinates) => void }) {
  useMapEvents({
    click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/** The position's marker; with `onMove` it can be dragged and moved by the arrow keys. */
function PositionMarker({
  position,
  onMove,
  label,
}: {
  position: Coordinates;
  onMove?: (position: Coordinates) => void;
  label: string;
}) {
  const map = useMap();
  const marker = useRef<LeafletMarker | null>(null);
  const icon = useMemo(
    () =>
      divIcon({
        className: classes.markerIcon,
        html: '<span></span>',
        iconSize: [28, 28],
        iconAnchor: [14, 28],
      }),
    [],
  );
  const latLng: [number, number] = [position.lat, position.lng];
  return (
    <Marker
      ref={marker}
      position={latLng}
      icon={icon}
      draggable={!!onMove}
      keyboard={!!onMove}
      title={label}
      alt={label}
      eventHandlers={
        onMove
          ? {
              dragend: () => {
                const at = marker.current?.getLatLng();
                if (at) onMove({ lat: at.lat, lng: at.lng });
              },
              keydown: (event: LeafletKeyboardEvent) => {
                const offset = KEY_OFFSETS[event.originalEvent.key];
                if (!offset) return;
                event.originalEvent.preventDefault();
                const zoom = map.getZoom();
                const next = map.unproject(map.project(latLng, zoom).add(offset), zoom);
                onMove({ lat: next.lat, lng: next.lng });
              },
            }
          : {}
      }
    />
  );
}

/**
 * The map of the address result (seller-side.md §2 Map, Address entry): the checked position
 * at marker zoom 17, with the approximate-position circle of 70 m when the address was placed
 * only roughly. The marker can be dragged, or moved by a tap on the map or by the arrow keys
 * once focused, to the exact spot; `onMove` receives the new position, which is what is saved.
 * Read-only, it only shows the position.
 */
export default function LocationMap({
  center,
  position,
  approximate,
  tileUrl,
  onMove,
  markerLabel,
}: {
  /** Where the address check placed it: the view follows when this changes. */
  center: Coordinates;
  /** The marker, where the user put it. */
  position: Coordinates;
  approximate: boolean;
  tileUrl: string;
  onMove?: (position: Coordinates) => void;
  markerLabel: string;
}) {
  const color = 'var(--mantine-primary-color-filled)';
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={MAP.markerZoom}
      maxZoom={MAP.maxZoom}
      scrollWheelZoom={false}
      className={classes.map}
    >
      <TileLayer url={tileUrl} maxZoom={MAP.maxZoom} attribution="&copy; OpenStreetMap" />
      <FollowCenter center={center} />
      {onMove && <MoveOnClick onMove={onMove} />}
      {approximate && (
        <Circle
          center={[center.lat, center.lng]}
          radius={MAP.approximateRadiusMeters}
          pathOptions={{ color, fillColor: color, fillOpacity: 0.15 }}
        />
      )}
      <PositionMarker position={position} onMove={onMove} label={markerLabel} />
    </MapContainer>
  );
}
