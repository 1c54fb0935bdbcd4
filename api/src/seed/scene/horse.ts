// A horse in profile for the stable scenes, in several coat colours, plus a head looking out of a box door.
import type { Prng } from '../prng.ts';
import { n, shade } from './svg.ts';

export interface Coat {
  body: string;
  mane: string;
  points: string | null; // dark lower legs (bay) or none
}

export const HORSE_COATS: Coat[] = [
  { body: '#6e4026', mane: '#1d1714', points: '#1d1714' }, // Brauner
  { body: '#8a4a26', mane: '#1f1815', points: '#1f1815' }, // Hellbrauner
  { body: '#a3562c', mane: '#8a441f', points: null }, // Fuchs
  { body: '#2a2320', mane: '#141110', points: null }, // Rappe
  { body: '#cfc8be', mane: '#9b948b', points: null }, // Schimmel
  { body: '#b08a5a', mane: '#3a2a1c', points: '#3a2a1c' }, // Falbe
];

const HORSE_BODY =
  'M52 52C75 40 100 50 118 50C124 49 130 46 134 44L150 88C151 94 148 99 146 102L144 128L145 160L148 168H136V160L134 128L132 106C120 112 90 112 78 104C77 116 74 124 72 132V160L75 168H63V160L62 136L57 128C54 114 50 100 46 88C42 74 44 60 52 52Z';
const HORSE_NECK_HEAD =
  'M122 52C136 36 146 18 154 6L156 -8L161 3C164 3 166 5 167 7C175 21 184 34 191 45C196 53 193 61 185 61C179 61 174 58 170 55C163 50 157 44 152 37C147 52 147 70 152 88C150 96 140 100 130 96Z';
const HORSE_MANE =
  'M116 55C129 40 141 22 151 4L156 7C147 23 137 39 126 55ZM160 3C165 7 167 12 166 16C163 12 160 8 158 5Z';
const HORSE_TAIL = 'M47 58C35 66 30 92 34 126C36 132 43 130 43 123C41 100 44 82 51 67Z';
const HORSE_FAR_LEGS =
  'M120 104L122 128L123 160L126 168H114V160L112 128L110 106ZM86 106C88 118 88 126 88 134V160L91 168H79V160L78 138L74 126Z';
const HORSE_POINTS = 'M134 130H145V160L148 168H136V160ZM62 136L72 134V160L75 168H63V160Z';

export interface HorseOptions {
  x: number; // hooves' centre
  ground: number;
  height: number; // withers to hooves, px
  facingLeft: boolean;
  headDown: number; // degrees the head is lowered
  coat: Coat;
}

/** A horse in profile, standing on `ground`; drawn in a 200x170 box and scaled to `height`. */
export function horse(o: HorseOptions): string {
  const s = o.height / 120; // the withers sit 120 units above the hooves
  const flip = o.facingLeft ? ' scale(-1 1)' : '';
  const far = shade(o.coat.body, -0.25);
  const head = `<g transform="rotate(${n(o.headDown)} 132 72)"><path d="${HORSE_NECK_HEAD}" fill="${o.coat.body}"/><path d="${HORSE_MANE}" fill="${o.coat.mane}"/><circle cx="171" cy="22" r="2.6" fill="#111"/><ellipse cx="187" cy="53" rx="2" ry="1.4" fill="#111" opacity=".6"/></g>`;
  return (
    `<ellipse cx="${n(o.x)}" cy="${n(o.ground)}" rx="${n(o.height * 0.75)}" ry="${n(o.height * 0.07)}" fill="#000" opacity=".2"/>` +
    `<g transform="translate(${n(o.x)} ${n(o.ground)})${flip} scale(${Math.round(s * 1000) / 1000}) translate(-110 -168)">` +
    `<path d="${HORSE_FAR_LEGS}" fill="${far}"/><path d="${HORSE_TAIL}" fill="${o.coat.mane}"/>` +
    `<path d="${HORSE_BODY}" fill="${o.coat.body}"/>${head}` +
    (o.coat.points ? `<path d="${HORSE_POINTS}" fill="${o.coat.points}"/>` : '') +
    `</g>`
  );
}

/** A horse's head looking out over a box door, centred at x with its neck on y. */
export function horseHeadInDoor(x: number, y: number, doorWidth: number, rng: Prng): string {
  const colour = rng.pick(HORSE_COATS).body;
  const s = doorWidth / 40;
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" d="M-12 0C-14 -14 -10 -24 -2 -30L2 -36L5 -29C12 -26 16 -18 18 -8C19 -2 16 2 10 2C6 2 4 -4 2 -8C0 -4 -2 0 -12 0Z" fill="${colour}"/>`;
}
