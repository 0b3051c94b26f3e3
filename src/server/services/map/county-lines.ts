import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FeatureCollection, MultiLineString, Position } from 'geojson';
import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { encodeJson, type EncodedJson } from '@/server/http/encoded-json';
import { STATE_CODE_BY_FIPS } from './fips-codes';
import { roundNested } from './round-coordinates';

type CountiesTopology = Topology<{ counties: GeometryCollection<{ name: string }> }>;

/**
 * 3 decimals (~110 m) are finer than a county line needs at the zooms where the map draws them, and
 * keep the whole country to ~150 KB gzipped (4 decimals: ~175 KB).
 */
const COORDINATE_SCALE = 1e3;

/** A county's FIPS id is its state's two digits and three of its own ('25005': Bristol County, MA). */
const stateOf = (county: { id?: string | number }) => String(county.id).slice(0, 2);

/** Drops a point equal to the one before it (rounding merges close points) and lines left with one point. */
function withoutRepeats(lines: Position[][]): Position[][] {
  return lines
    .map((line) => line.filter((point, index) => index === 0 || point[0] !== line[index - 1]![0] || point[1] !== line[index - 1]![1]))
    .filter((line) => line.length > 1);
}

/**
 * The borders between counties of one state, each drawn once (topojson's mesh of shared arcs): state
 * borders and coastlines come from the state shapes, so they are left out here, as are the
 * territories the state shapes leave out (American Samoa, Guam, the Northern Mariana Islands).
 */
export function decodeCountyLines(topology: CountiesTopology): FeatureCollection<MultiLineString> {
  const lines = mesh(topology, topology.objects.counties, (a, b) => a !== b && stateOf(a) === stateOf(b) && stateOf(a) in STATE_CODE_BY_FIPS);
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: withoutRepeats(roundNested(lines.coordinates, COORDINATE_SCALE)) } }],
  };
}

const require = createRequire(import.meta.url);
let lines: Promise<EncodedJson> | undefined;

/** The county lines, decoded and gzipped once at first use; a failed read is not kept. */
export function countyLinesJson(): Promise<EncodedJson> {
  lines ??= readFile(require.resolve('us-atlas/counties-10m.json'), 'utf8')
    .then((text) => encodeJson(decodeCountyLines(JSON.parse(text) as CountiesTopology)))
    .catch((error: unknown) => {
      lines = undefined;
      throw error;
    });
  return lines;
}
