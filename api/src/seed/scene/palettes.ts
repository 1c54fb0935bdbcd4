// Colours of the stable pictures by time of day: sky, sun, greens, trees and a light tint over everything.
import type { TreeColours } from './props.ts';

export type TimeOfDay = 'morning' | 'midday' | 'evening' | 'overcast';

export interface Palette {
  sky: [string, string, string];
  sun: { colour: string; glow: string; y: number } | null;
  far: string; // distant hills, hazy
  mid: string;
  front: string;
  trees: TreeColours;
  cloud: string;
  tint: { colour: string; opacity: number };
}

export const PALETTES: Record<TimeOfDay, Palette> = {
  morning: {
    sky: ['#7db4e3', '#b8d7ee', '#fbe2c4'],
    sun: { colour: '#fff6dc', glow: '#ffe0a6', y: 300 },
    far: '#9bb39a',
    mid: '#7fae4f',
    front: '#6b9f3d',
    trees: { dark: '#3f6b2c', light: '#5f8f3a', trunk: '#5a4030' },
    cloud: '#ffffff',
    tint: { colour: '#ffcf8a', opacity: 0.07 },
  },
  midday: {
    sky: ['#3d84d0', '#7db3e5', '#d5eaf7'],
    sun: { colour: '#fffdf2', glow: '#fff6d0', y: 110 },
    far: '#8fab9c',
    mid: '#6da442',
    front: '#5e9838',
    trees: { dark: '#33612a', light: '#548a36', trunk: '#53392a' },
    cloud: '#ffffff',
    tint: { colour: '#ffffff', opacity: 0 },
  },
  evening: {
    sky: ['#4b5c98', '#dd8a66', '#f7c67d'],
    sun: { colour: '#ffe0a0', glow: '#ff9d5c', y: 395 },
    far: '#85829a',
    mid: '#718f3b',
    front: '#5f7e31',
    trees: { dark: '#334d25', light: '#5b7531', trunk: '#4a3226' },
    cloud: '#fbd6c2',
    tint: { colour: '#ff7d33', opacity: 0.1 },
  },
  overcast: {
    sky: ['#8795a5', '#b6c0ca', '#dde2e6'],
    sun: null,
    far: '#94a59c',
    mid: '#6f9552',
    front: '#628849',
    trees: { dark: '#3b5a33', light: '#557748', trunk: '#4f3d31' },
    cloud: '#eef1f4',
    tint: { colour: '#5f6f80', opacity: 0.07 },
  },
};

export const TIMES: TimeOfDay[] = ['morning', 'midday', 'evening', 'overcast'];
