// The default map tile server: the API's configuration falls back to it, the privacy page names it.

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
