import { describe, expect, it } from 'vitest';
import { heroSearchPath } from './hero-search.ts';

describe('heroSearchPath', () => {
  it('passes location and stall type to the search page', () => {
    expect(heroSearchPath('München', 'inside_box')).toBe('/stallplaetze?location=M%C3%BCnchen&stallType=inside_box');
  });

  it('leaves out the stall type for "all" and an empty location', () => {
    expect(heroSearchPath('80331', 'all')).toBe('/stallplaetze?location=80331');
    expect(heroSearchPath('   ', 'pasture')).toBe('/stallplaetze?stallType=pasture');
    expect(heroSearchPath('', 'all')).toBe('/stallplaetze');
  });

  it('trims the location but keeps what the visitor typed otherwise', () => {
    expect(heroSearchPath('  Bad Tölz ', 'all')).toBe('/stallplaetze?location=Bad+T%C3%B6lz');
  });
});
