import 'leaflet/dist/leaflet.css';
import { MAP } from '@domus/domain/core/constants';
import type { Coordinates } from '@domus/domain/core/common.schema';
import { Circle, CircleMarker, MapContainer, TileLayer } from 'react-leaflet';

/**
 * The map of the detail page (seller-side.md §2 Map): the listing's position as a marker at
 * marker zoom, or as a circle of 70 m when only an approximate position may be shown. Loaded only
 * when the visitor scrolls near it, with the tile service the server names.
 */
export default function PropertyMap({
  coordinates,
  approximate,
  tileUrl,
}: {
  coordinates: Coordinates;
  approximate: boolean;
  tileUrl: string;
}) {
  const center: [number, number] = [coordinates.lat, coordinates.lng];
  const color = 'var(--mantine-primary-color-filled)';
  return (
    <MapContainer
      center={center}
      zoom={approximate ? MAP.markerZoom - 1 : MAP.markerZoom}
      maxZoom={MAP.maxZoom}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tileUrl} maxZoom={MAP.maxZoom} attribution="&copy; OpenStreetMap" />
      {approximate ? (
        <Circle
          center={center}
          radius={MAP.approximateRadiusMeters}
          pathOptions={{ color, fillColor: color, fillOpacity: 0.2 }}
        />
      ) : (
        <CircleMarker
          center={center}
          radius={10}
          pathOptions={{ color: '#fff', weight: 3, fillColor: color, fillOpacity: 1 }}
        />
      )}
    </MapContainer>
  );
}
