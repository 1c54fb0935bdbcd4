// Stall types a listing can offer, with the long label (detail page) and the short filter label.

export const STALL_TYPES = ['outside_box', 'inside_box', 'open_stable', 'pasture'] as const;
export type StallType = (typeof STALL_TYPES)[number];

export const STALL_TYPE_LABELS: Record<StallType, string> = {
  outside_box: 'Außenbox mit Paddock',
  inside_box: 'Innenbox',
  open_stable: 'Offenstall mit Weidegang',
  pasture: 'Weideplatz',
};

export const STALL_TYPE_FILTER_LABELS: Record<StallType | 'all', string> = {
  all: 'Alle Typen',
  outside_box: 'Außenbox',
  inside_box: 'Innenbox',
  open_stable: 'Offenstall',
  pasture: 'Weideplatz',
};
