import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { stateName } from '@/domain/us-states';
import { encodeJson, type EncodedJson } from '@/server/http/encoded-json';
import { STATE_CODE_BY_FIPS } from './fips-codes';
import { roundNested } from './round-coordinates';

export interface StateProperties {
  code: string;
  name: string;
}

type StatesTopology = Topology<{ states: GeometryCollection<{ name: string }> }>;

/**
 * us-atlas's 1:10m shapes sit on a grid of about 0.0036° x 0.0009°; 4 decimals (~11 m) keep every
 * vertex where it was and cut the answer from ~220 KB to ~90 KB gzipped.
 */
const COORDINATE_SCALE = 1e4;

function roundCoordinates(geometry: Geometry): Geometry {
  if (geometry.type === 'GeometryCollection') return { ...geometry, geometries: geometry.geometries.map(roundCoordinates) };
  return { ...geometry, coordinates: roundNested(geometry.coordinates, COORDINATE_SCALE) } as Geometry;
}

/**
 * Decodes us-atlas's states TopoJSON (U.S. Census Bureau shapes, keyed by FIPS id) into GeoJSON
 * features carrying the two-letter code and name the locator uses (DECISIONS.md "Maps").
 */
export function decodeStateShapes(topology: StatesTopology): FeatureCollection<Geometry, StateProperties> {
  const decoded = feature(topology, topology.objects.states);
  const features: Feature<Geometry, StateProperties>[] = [];
  for (const shape of decoded.features) {
    const code = STATE_CODE_BY_FIPS[String(shape.id)];
    if (!code) continue;
    features.push({ type: 'Feature', id: shape.id, properties: { code, name: stateName(code) }, geometry: roundCoordinates(shape.geometry) });
  }
  return { type: 'FeatureCollection', features };
}

const require = createRequire(import.meta.url);
let shapes: Promise<EncodedJson> | undefined;

/**
 * The state shapes, decoded and gzipped once at first use: decoding and compressing ~290 KB of
 * GeoJSON per request would cost far more than serving it from memory. A failed read is not kept,
 * so the next request tries again.
 */
export function stateShapesJson(): Promise<EncodedJson> {
  shapes ??= readFile(require.resolve('us-atlas/states-10m.json'), 'utf8')
    .then((text) => encodeJson(decodeStateShapes(JSON.parse(text) as StatesTopology)))
    .catch((error: unknown) => {
      shapes = undefined;
      throw error;
    });
  return shapes;
}
