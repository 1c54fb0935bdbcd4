// The map of search results: GET /api/map answers every match of the search's filters inside a map area as
// clusters counted on the server, one per grid cell of MAP_CELL_PX pixels at the map's zoom (contract/bbox.ts),
// so a whole country of a million listings arrives as a hundred small objects.
import { z } from './zod.ts';
import { type Bbox, bboxText, cellRange, gridLevel } from './bbox.ts';
import { MSG } from './messages.ts';
import { refineFilters, searchWhereShape, withFilters } from './schemas.ts';

/** The zooms the map may ask for (Leaflet's): 3 shows Europe, 18 a paddock. */
export const MAP_MIN_ZOOM = 3;
export const MAP_MAX_ZOOM = 18;
/** The widest and highest area answered at a zoom, in grid cells: 64 cells of 64 px, a 4096 px screen. */
export const MAP_MAX_CELLS_PER_SIDE = 64;

/**
 * GET /api/map: the filters of GET /api/listings (without sort, limit, offset and cursor, which mean nothing
 * on a map), a required `bbox` and the map's `zoom`.
 */
const mapShape = {
  ...searchWhereShape,
  bbox: z.preprocess((v) => (v === '' ? undefined : v), bboxText.optional()),
  zoom: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ error: MSG.mapZoomInvalid })
      .int(MSG.mapZoomInvalid)
      .min(MAP_MIN_ZOOM, MSG.mapZoomInvalid)
      .max(MAP_MAX_ZOOM, MSG.mapZoomInvalid)
      .optional(),
  ),
};

export const MapQuery = z
  .looseObject(mapShape)
  .superRefine((query, ctx) => {
    refineFilters(query, ctx);
    if (!query.bbox) ctx.addIssue({ code: 'custom', path: ['bbox'], message: MSG.bboxRequired });
    if (query.zoom === undefined) ctx.addIssue({ code: 'custom', path: ['zoom'], message: MSG.mapZoomInvalid });
    const { bbox, zoom } = query;
    // Refinements run after failed checks too: an invalid zoom has said so already.
    if (!bbox || zoom === undefined || !Number.isInteger(zoom) || zoom < MAP_MIN_ZOOM || zoom > MAP_MAX_ZOOM) return;
    const range = cellRange(bbox, gridLevel(zoom));
    if (range.x1 - range.x0 >= MAP_MAX_CELLS_PER_SIDE || range.y1 - range.y0 >= MAP_MAX_CELLS_PER_SIDE) {
      ctx.addIssue({ code: 'custom', path: ['bbox'], message: MSG.mapAreaTooLarge });
    }
  })
  .transform(withFilters(mapShape))
  .transform((query) => ({ ...query, bbox: query.bbox!, zoom: query.zoom! }));
export type MapQuery = z.output<typeof MapQuery>;

/**
 * The listings of one grid cell. `lat`/`lon` is the mean of their stables' points (five decimals), `premium`
 * how many of them are premium. A single listing (`count` 1) carries its `id`: the marker's card reads it
 * through GET /api/listings/batch?ids= (or /api/listings/:id). The listings of a larger cluster are those of
 * GET /api/listings with the same filters and `bbox` = cellBounds(gridLevel(zoom), x, y).
 */
export interface MapClusterDto {
  /** The grid cell's column and row at the answer's zoom (contract/bbox.ts cellBounds). */
  x: number;
  y: number;
  lat: number;
  lon: number;
  count: number;
  premium: number;
  id?: number;
}

export interface MapAnswerDto {
  zoom: number;
  /**
   * The area counted: the bbox asked for, grown to whole grid cells, so clusters at the edges hold all their
   * listings. GET /api/listings with the same filters and this bbox finds the same `total` listings.
   */
  bbox: Bbox;
  /** All matches in `bbox` (the sum of the clusters' counts); stables without coordinates are on no map. */
  total: number;
  clusters: MapClusterDto[];
}
