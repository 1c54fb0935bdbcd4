import { DBError } from 'objection';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { isDatabaseUnavailable } from './availability.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a refused, ended or saturated connection', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(
      true,
    );
    // Objection wraps the driver's error of a statement the shutdown cut off.
    const cutOff = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    // (Objection's typings name only a message; at run time DBError takes the driver's error and client.)
    const Wrapping = DBError as unknown as new (args: {
      nativeError: Error;
      client: string;
    }) => InstanceType<typeof DBError>;
    expect(isDatabaseUnavailable(new Wrapping({ nativeError: cutOff, client: 'postgres' }))).toBe(true);
    // The job queue reports plain objects.
    expect(isDatabaseUnavailable({ message: 'connect ECONNREFUSED 127.0.0.1:5432 (Queue: mail)' })).toBe(true);
  });

  it('leaves every other error to the error handler', () => {
    expect(isDatabaseUnavailable(new HttpError(400, 'Ungültige Region', { region: 'Ungültige Region' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(false);
    expect(isDatabaseUnavailable('text')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
